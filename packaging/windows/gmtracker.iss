; Inno Setup script of GM Tracker (Windows installer).
; Built by .github/workflows/release.yml on a Windows runner after PyInstaller has made
; dist\gmtracker\ (the onedir):
;     iscc /DAppVersion=0.1.0 packaging\windows\gmtracker.iss
; Output: dist\gmtracker-<version>-windows-setup.exe. UNTESTED until the first CI run
; on Windows (no Windows machine is available where this was written).
;
; Encounter files are plain .json, so the installer does not take over .json: it
; registers GM Tracker under "Open with" for .json (OpenWithProgids + the
; Applications key) and leaves the user's default program alone.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "GM Tracker"
#define AppExe "gmtracker.exe"
#define ProgId "GMTracker.Encounter"
; Paths below are relative to this script (packaging\windows\).
#define Root "..\.."

[Setup]
AppId={{6D7C5E0B-3F0E-4C8A-9A57-4D2B1E6B9C21}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=GM Tracker contributors
DefaultDirName={autopf}\GM Tracker
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install by default (no admin prompt); the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=gmtracker-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\gmtracker\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; A ProgID for "GM Tracker encounter" ...
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "GM Tracker encounter"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; ... offered for .json under "Open with", without changing .json's default program.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
