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
;
; Languages: English, Japanese (both ship with Inno Setup) and Simplified Chinese, whose
; messages file Inno Setup keeps among its unofficial translations: ChineseSimplified.isl
; beside this script is that file as published in Inno Setup's repository
; (Files/Languages/Unofficial/, "Inno Setup version 6.5.0+"), unchanged. It is UTF-8
; without a byte order mark, which Inno Setup reads as UTF-8 from 6.3 on (older 6.x would
; read it in code page 936 and garble it), hence the version check below.
;
; Signing, when the release workflow has a certificate: define SignToolName and give
; ISCC that Sign Tool's command with /S, e.g.
;     iscc /DAppVersion=0.1.0 /DSignToolName=gmsign "/Sgmsign=signtool.exe sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /sha1 <thumbprint> $f" packaging\windows\gmtracker.iss
; Inno Setup then signs gmtracker.exe before storing it, the uninstaller and the Setup
; program itself. Without the define nothing is signed (and SmartScreen warns).

#if VER < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed (ChineseSimplified.isl is UTF-8 without a BOM)
#endif

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
#ifdef SignToolName
SignTool={#SignToolName}
SignedUninstaller=yes
  #define SignFlag "signonce"
#else
  #define SignFlag ""
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "chinesesimplified"; MessagesFile: "ChineseSimplified.isl"

[CustomMessages]
; The file type's name in Explorer, worded as the program's own Open dialog words it.
english.EncounterFileType=GM Tracker encounter
japanese.EncounterFileType=GM Tracker 遭遇ファイル
chinesesimplified.EncounterFileType=GM Tracker 遭遇文件

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle's whole library folder: files that the new version no
; longer ships (an old Qt plugin, a renamed module) would otherwise stay and may be
; loaded. Only _internal: the user's data lives elsewhere (%LOCALAPPDATA%\gmtracker).
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\gmtracker\*"; Excludes: "\{#AppExe}"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#Root}\dist\gmtracker\{#AppExe}"; DestDir: "{app}"; Flags: ignoreversion {#SignFlag}

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; A ProgID for "GM Tracker encounter" ...
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:EncounterFileType}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; ... offered for .json under "Open with", without changing .json's default program.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
