"""The settings file: each setting declared once, defaults for a missing file, only changed
values written, a bad value dropped with its key named, a bad file reported and left alone,
and unknown keys (from a newer version) kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmtracker.encounter.model import InitiativeFormula, Settings, Side
from gmtracker.rules.attack import ResolutionMode
from gmtracker.storage import SaveError
from gmtracker.storage.settings import (
    BY_KEY,
    ENCOUNTER_KEYS,
    SETTINGS,
    AppSettings,
    Group,
    SettingsFileError,
    encounter_values,
    load_settings,
    save_settings,
)


def _write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _file(**settings: object) -> dict[str, object]:
    return {"format": "gmtracker-settings", "version": 1, "settings": settings}


def test_every_setting_the_issue_names_is_declared_once_with_a_label() -> None:
    keys = [s.key for s in SETTINGS]
    assert len(keys) == len(set(keys))
    for key in ("language", "theme", "table_font_size", *ENCOUNTER_KEYS,
                "player_view.pc", "player_view.ally", "player_view.enemy", "player_view.neutral"):
        assert key in BY_KEY, key
        assert BY_KEY[key].label
    for setting in SETTINGS:
        assert setting.problem(setting.default) is None, setting.key
        assert isinstance(setting.group, Group)


def test_defaults_match_a_new_encounters_settings() -> None:
    """The app defaults for new encounters are the encounter model's own defaults."""
    assert AppSettings().encounter_defaults() == Settings()
    assert encounter_values(Settings()) == {k: AppSettings()[k] for k in ENCOUNTER_KEYS}


def test_missing_file_gives_defaults(tmp_path: Path) -> None:
    loaded = load_settings(tmp_path / "settings.json")
    assert loaded.settings == AppSettings()
    assert loaded.problems == ()
    assert not (tmp_path / "settings.json").exists()  # loading never writes


def test_round_trip_writes_only_changed_values(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    settings = AppSettings().replace(language="ja", table_font_size=14, realistic=True,
                                     resolution="versus", **{"player_view.enemy": "nothing"})
    save_settings(settings, path)
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored == _file(language="ja", table_font_size=14, realistic=True, resolution="versus",
                           **{"player_view.enemy": "nothing"})
    assert load_settings(path).settings == settings
    defaults = settings.encounter_defaults()
    assert defaults.realistic is True and defaults.resolution is ResolutionMode.VERSUS
    assert defaults.initiative_formula is InitiativeFormula.D20
    assert settings.player_details()[Side.ENEMY] == "nothing"


def test_saving_keeps_the_previous_file_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(AppSettings().replace(language="ja"), path)
    save_settings(AppSettings().replace(language="zh_CN"), path)
    assert json.loads(path.with_name("settings.json.bak").read_text())["settings"] == {"language": "ja"}


@pytest.mark.parametrize(("value", "reason"), [
    ("\"big\"", "expected a whole number, got \"big\""),
    ("true", "expected a whole number, got true"),
    ("99", "99 is above the largest allowed value, 40"),
    ("-1", "-1 is below the smallest allowed value, 0"),
])
def test_a_bad_value_is_named_and_replaced_by_its_default(tmp_path: Path, value: str, reason: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"format": "gmtracker-settings", "version": 1, "settings": '
                    '{"language": "ja", "table_font_size": %s}}' % value, encoding="utf-8")
    before = path.read_bytes()
    loaded = load_settings(path)
    assert loaded.problems == (("$.settings.table_font_size", reason),)
    assert loaded.settings["table_font_size"] == 0
    assert loaded.settings["language"] == "ja"  # the good values still count
    assert path.read_bytes() == before


def test_an_unknown_choice_is_named(tmp_path: Path) -> None:
    loaded = load_settings(_write(tmp_path / "s.json", _file(language="klingon", theme="dark")))
    assert loaded.problems == (("$.settings.language",
                                'expected one of "system", "en", "zh_CN", "ja", got "klingon"'),)
    assert loaded.settings["language"] == "system" and loaded.settings["theme"] == "dark"


def test_overlapping_1d100_ranges_are_refused(tmp_path: Path) -> None:
    loaded = load_settings(_write(tmp_path / "s.json", _file(critical_from=50, fumble_to=60)))
    assert [key for key, _ in loaded.problems] == ["$.settings.fumble_to"]
    assert loaded.settings["critical_from"] == 96 and loaded.settings["fumble_to"] == 5
    with pytest.raises(ValueError, match="fumble_to: the fumble range"):
        AppSettings().replace(fumble_to=97)
    # the key named is the one the file gave
    only_critical = load_settings(_write(tmp_path / "c.json", _file(critical_from=3)))
    assert [key for key, _ in only_critical.problems] == ["$.settings.critical_from"]


def test_unknown_keys_survive_a_round_trip(tmp_path: Path) -> None:
    path = _write(tmp_path / "s.json", _file(future_option={"a": 1}, language="en"))
    loaded = load_settings(path)
    assert loaded.problems == ()
    save_settings(loaded.settings.replace(theme="dark"), path)
    assert json.loads(path.read_text())["settings"] == {"future_option": {"a": 1}, "language": "en", "theme": "dark"}


@pytest.mark.parametrize(("content", "where", "reason"), [
    (b"{not json", "line 1, column 2", "not valid JSON"),
    (b"[1, 2]", "$", "expected a JSON object"),
    (b'{"format": "gmtracker-encounter", "version": 1}', "$.format", 'expected "gmtracker-settings"'),
    (b'{"format": "gmtracker-settings", "version": 9}', "$.version", "newer GM Tracker"),
    (b'{"format": "gmtracker-settings", "version": "1"}', "$.version", "expected a version number"),
    (b'{"format": "gmtracker-settings", "version": 1, "settings": []}', "$.settings", "expected a JSON object"),
    (b"\xff\xfe{}", None, "not UTF-8"),
    (b'{"format": "gmtracker-settings", "version": 1, "settings": {"table_font_size": ' + b"9" * 5000 + b"}}",
     None, "not a settings file"),
    (b"[" * 100_000 + b"]" * 100_000, None, "not a settings file"),
])
def test_a_file_that_is_not_a_settings_file_is_reported_and_left_alone(
        tmp_path: Path, content: bytes, where: str | None, reason: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    with pytest.raises(SettingsFileError) as caught:
        load_settings(path)
    assert caught.value.where == where
    assert reason in caught.value.reason
    assert str(path) in caught.value.message
    assert path.read_bytes() == content


def test_a_folder_in_the_way_is_a_save_error(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    with pytest.raises(SaveError) as caught:
        save_settings(AppSettings().replace(language="ja"), path)
    assert str(path) in str(caught.value)
    assert path.is_dir()


def test_app_settings_refuse_unknown_keys_and_bad_values() -> None:
    with pytest.raises(KeyError):
        AppSettings({"nope": 1})
    with pytest.raises(ValueError, match="theme"):
        AppSettings().replace(theme="purple")
    assert AppSettings().replace(theme="dark").changed_keys(AppSettings()) == {"theme"}


@given(st.fixed_dictionaries({}, optional={
    s.key: (st.booleans() if s.kind is bool else
            st.integers(s.minimum, s.maximum) if s.kind is int else st.sampled_from(s.choices))
    for s in SETTINGS}))
def test_any_allowed_settings_round_trip(tmp_path_factory: pytest.TempPathFactory, values: dict[str, object]) -> None:
    """Property: whatever allowed values the GM picks, saving and loading gives them back."""
    try:
        settings = AppSettings(values)
    except ValueError:
        return  # overlapping 1D100 ranges: refused before any file is written
    path = tmp_path_factory.mktemp("s") / "settings.json"
    save_settings(settings, path)
    loaded = load_settings(path)
    assert loaded.problems == ()
    assert loaded.settings == settings


def test_a_settings_file_with_the_removed_autosave_delay_loads_quietly(tmp_path: Path) -> None:
    """Defect 4: the autosave delay is gone (every step is written at once); a file that
    still has it loads without a problem, keeps every other value, and drops the key."""
    path = _write(tmp_path / "settings.json", _file(autosave_seconds=30, table_font_size=14, theme="dark"))
    loaded = load_settings(path)
    assert loaded.problems == ()
    assert loaded.settings["table_font_size"] == 14 and loaded.settings["theme"] == "dark"
    assert "autosave_seconds" not in BY_KEY and "autosave_seconds" not in loaded.settings.unknown
    save_settings(loaded.settings, path)
    assert json.loads(path.read_text(encoding="utf-8"))["settings"] == {"table_font_size": 14, "theme": "dark"}
