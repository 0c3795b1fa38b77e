"""Small widgets the panels and dialogs share: dice entry, odds bars, a vertical scroll
area, and the theme's colours."""
