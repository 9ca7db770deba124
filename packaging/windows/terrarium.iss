; Inno Setup 6 script: the Windows installer for the PyInstaller bundle dist\Terrarium.
; NOT built or tested on the project's Linux CI: .github/workflows/installers.yml builds it on a
; Windows runner. Build by hand, from the repository root, after PyInstaller:
;   for /f %v in ('.venv\Scripts\python packaging\version.py') do iscc /DAppVersion=%v packaging\windows\terrarium.iss
; -> dist\terrarium_<version>_setup.exe. The version comes from pyproject.toml, like everywhere else.
;
; What it installs: the app (per user or for all users, the player chooses), a Start menu entry, a
; desktop shortcut if the player ticks it, "Terrarium" in the "Open with" list of .json files
; (saves are .json; Windows lets no installer make itself the default app for a file type), and
; an uninstaller. The uninstaller removes only what was installed: saves and settings in
; %LOCALAPPDATA%\Terrarium stay.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (python packaging\version.py prints it)
#endif

[Setup]
AppId={{6F3C9A52-7D1E-4B8A-9E27-5A0C2B7D4E11}
AppName=Terrarium
AppVersion={#AppVersion}
AppVerName=Terrarium {#AppVersion}
AppPublisher=Terrarium developers
DefaultDirName={autopf}\Terrarium
DefaultGroupName=Terrarium
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=..\..\sprites\icon.ico
UninstallDisplayIcon={app}\Terrarium.exe
OutputDir=..\..\dist
OutputBaseFilename=terrarium_{#AppVersion}_setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\Terrarium\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Terrarium"; Filename: "{app}\Terrarium.exe"
Name: "{group}\{cm:UninstallProgram,Terrarium}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Terrarium"; Filename: "{app}\Terrarium.exe"; Tasks: desktopicon

[Registry]
; A "Terrarium saved game" file class, offered for .json files; removed by the uninstaller.
Root: HKA; Subkey: "Software\Classes\Terrarium.Save"; ValueType: string; ValueName: ""; ValueData: "Terrarium saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Terrarium.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\Terrarium.exe,0"
Root: HKA; Subkey: "Software\Classes\Terrarium.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\Terrarium.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "Terrarium.Save"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\Terrarium.exe\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\Terrarium.exe\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\Terrarium.exe"" ""%1"""; Flags: uninsdeletekey

[Run]
Filename: "{app}\Terrarium.exe"; Description: "{cm:LaunchProgram,Terrarium}"; Flags: nowait postinstall skipifsilent
