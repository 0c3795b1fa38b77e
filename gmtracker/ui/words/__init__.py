"""Words: translation helpers and everything that turns codes, commands, log entries and
errors into the user's language, and shows user-typed text as plain text."""
