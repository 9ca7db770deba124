#!/bin/sh
# The `terrarium` command: the bundled app in /opt/terrarium, with the same arguments
# (a save to open, or `smoke [SAVE.json]` for the headless checks).
exec /opt/terrarium/Terrarium "$@"
