// The player view on a phone: renders the JSON payload the GM's app publishes, first the
// one embedded in the page, then each one the event stream brings. Text goes in with
// textContent only (a combatant's name is never markup). No inline script: the page's
// Content-Security-Policy is default-src 'self'.
//
// The connection: while the server is away (the GM stopped sharing, the Wi-Fi dropped) the
// page says "Reconnecting…" and comes back by itself once the same address answers again.
// When the server answers but no longer knows the page's token (404: the GM made a new
// address), waiting would be forever: the page says to scan the code again.
"use strict";
(function () {
  var THEME_KEY = "gmtracker.playerView.theme";
  var RETRY_MS = 3000;
  var GONE_RETRY_MS = 10000;
  var SIDES = {pc: "Player character", ally: "Ally", enemy: "Enemy", neutral: "Neutral"};
  var ENGLISH = {
    reconnecting: "Reconnecting\u2026",
    new_address: "The GM shared a new address: scan the code again",
    out: "Out of the fight"
  };
  var root = document.documentElement;
  var labels = {};
  var words = {};
  var source = null;
  var retryTimer = null;
  var link = "ok";  // "ok", "reconnecting" or "gone"

  function storedTheme() {
    try { return window.localStorage.getItem(THEME_KEY); } catch (e) { return null; }
  }
  function setTheme(theme) {
    root.setAttribute("data-theme", theme === "light" ? "light" : "dark");
  }
  // Before the body is parsed, so a light page never flashes dark.
  setTheme(storedTheme());

  function byId(id) { return document.getElementById(id); }
  function text(id, value) { byId(id).textContent = value == null ? "" : String(value); }
  // The payload's words (labels, or a words dict), else English.
  function word(key, fallback) {
    var value = labels[key];
    if (typeof value !== "string" || value === "") { value = words[key]; }
    return typeof value === "string" && value !== "" ? value : fallback;
  }

  function srOnly(value) {
    var span = document.createElement("span");
    span.className = "sr-only";
    span.textContent = value;
    return span;
  }

  function row(data) {
    var item = document.createElement("li");
    var side = SIDES.hasOwnProperty(data.side) ? data.side : "neutral";
    item.className = "row side-" + side + (data.current ? " current" : "") + (data.out ? " out" : "");
    if (data.current) { item.setAttribute("aria-current", "true"); }
    var marker = document.createElement("span");
    marker.className = "marker";
    marker.setAttribute("aria-hidden", "true");
    marker.textContent = data.current ? "\u25B6" : "";
    var shape = document.createElement("span");
    shape.className = "side";
    shape.setAttribute("aria-hidden", "true");
    var body = document.createElement("div");
    body.className = "body";
    var name = document.createElement("span");
    name.className = "name";
    name.textContent = String(data.name == null ? "" : data.name);
    body.appendChild(name);
    body.appendChild(srOnly(word("side_" + side, SIDES[side])));
    if (data.out) { body.appendChild(srOnly(word("out", ENGLISH.out))); }
    if (data.health) {
      var health = document.createElement("span");
      health.className = "health";
      health.textContent = String(data.health);
      body.appendChild(health);
    }
    item.appendChild(marker);
    item.appendChild(shape);
    item.appendChild(body);
    return item;
  }

  function render(state) {
    if (!state || typeof state !== "object") { return; }
    labels = state.labels && typeof state.labels === "object" ? state.labels : {};
    words = state.words && typeof state.words === "object" ? state.words : {};
    if (state.lang) { root.setAttribute("lang", String(state.lang)); }
    document.title = String(state.title || "GM Tracker");
    text("title", state.title);
    text("heading", state.heading);
    text("theme", labels.theme || "\u25D1");
    var list = byId("rows");
    var rows = Array.isArray(state.rows) ? state.rows : [];
    var items = rows.map(row);
    list.replaceChildren.apply(list, items);
    byId("empty").hidden = rows.length > 0;
    text("empty", labels.empty);
    var roll = state.roll;
    var section = byId("roll");
    section.hidden = roll == null || roll === "";
    text("roll-label", state.roll_label);
    text("roll-text", roll);
    // the pinned last roll must not cover the acting row when it is scrolled to
    var pinned = !section.hidden && window.getComputedStyle(section).position === "sticky";
    root.style.scrollPaddingTop = pinned ? section.offsetHeight + "px" : "";
    var current = list.querySelector(".current");
    if (current && current.scrollIntoView) { current.scrollIntoView({block: "nearest"}); }
    showLink(link);  // in the payload's language
  }

  function showLink(kind) {
    link = kind;
    var status = byId("status");
    status.hidden = kind === "ok";
    status.classList.toggle("gone", kind === "gone");
    status.textContent = kind === "ok" ? "" :
      kind === "gone" ? word("new_address", ENGLISH.new_address) : word("reconnecting", ENGLISH.reconnecting);
    root.classList.toggle("offline", kind !== "ok");
  }

  function later(action, ms) {
    if (retryTimer !== null) { window.clearTimeout(retryTimer); }
    retryTimer = window.setTimeout(function () { retryTimer = null; action(); }, ms);
  }

  function closeStream() {
    if (source) { source.onopen = source.onmessage = source.onerror = null; source.close(); source = null; }
  }

  // The stream was refused (an error status), or could not be opened: ask the server
  // whether it still knows this page's token.
  function check() {
    closeStream();
    window.fetch("state.json", {cache: "no-store", credentials: "same-origin", redirect: "error"})
      .then(function (response) {
        if (response.status === 404) {
          showLink("gone");
          later(check, GONE_RETRY_MS);
          return null;
        }
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.json().then(function (state) { render(state); connect(); });
      })
      .catch(function () {
        showLink("reconnecting");
        later(check, RETRY_MS);
      });
  }

  function connect() {
    if (retryTimer !== null) { window.clearTimeout(retryTimer); retryTimer = null; }
    closeStream();
    var stream = new EventSource("events");
    var opened = false;
    source = stream;
    stream.onopen = function () { opened = true; showLink("ok"); };
    stream.onmessage = function (event) {
      try { render(JSON.parse(event.data)); } catch (e) { /* a broken message: keep the last view */ }
      showLink("ok");
    };
    stream.onerror = function () {
      if (stream.readyState === EventSource.CLOSED) {
        // EventSource gives up after an error status (404 once the token changed, 503):
        // find out which: at once after a stream that worked, else after a pause (no
        // tight loop against a server that keeps refusing)
        later(check, opened ? 0 : RETRY_MS);
      } else if (link !== "gone") {
        // a dropped connection: EventSource retries by itself (the server's retry: 1000)
        showLink("reconnecting");
      }
    };
  }

  document.addEventListener("DOMContentLoaded", function () {
    try { render(JSON.parse(byId("state").textContent)); } catch (e) { /* no state yet */ }
    byId("theme").addEventListener("click", function () {
      var next = root.getAttribute("data-theme") === "light" ? "dark" : "light";
      setTheme(next);
      try { window.localStorage.setItem(THEME_KEY, next); } catch (e) { /* private mode */ }
    });
    document.addEventListener("visibilitychange", function () {
      // a phone that slept: look at once rather than at the next retry
      if (!document.hidden && (source === null || source.readyState === EventSource.CLOSED)) { check(); }
    });
    connect();
  });
})();
