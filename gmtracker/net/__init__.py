"""The player view on the local network: a small read-only web server for the players' phones.

No Qt here (the UI publishes each new player-view payload, already in the user's language,
and shows the address); the server sends it to every connected phone.
"""
