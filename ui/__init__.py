"""The pygame-ce front end. No rules here: views draw observations and turn clicks into actions."""
