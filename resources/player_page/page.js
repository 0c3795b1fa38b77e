// The player view on a phone: renders the JSON payload the GM's app publishes, first the
// one embedded in the page, then each one the event stream brings. Text goes in with
// textContent only (a combatant's name is never markup). No inline script: the page's
// Content-Security-Policy is default-src 'self'.
"use strict";
(function () {
  var THEME_KEY = "gmtracker.playerView.theme";
  var root = document.documentElement;
  var labels = {};
  var source = null;
  var retryTimer = null;

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

  function row(data) {
    var item = document.createElement("li");
    var side = ["pc", "ally", "enemy", "neutral"].indexOf(data.side) >= 0 ? data.side : "neutral";
    item.className = "row side-" + side + (data.current ? " current" : "") + (data.out ? " out" : "");
    if (data.current) { item.setAttribute("aria-current", "true"); }
    var marker = document.createElement("span");
    marker.className = "marker";
    marker.setAttribute("aria-hidden", "true");
    marker.textContent = data.current ? "\u25B6" : "";
    var body = document.createElement("div");
    body.className = "body";
    var name = document.createElement("span");
    name.className = "name";
    name.textContent = String(data.name == null ? "" : data.name);
    body.appendChild(name);
    if (data.health) {
      var health = document.createElement("span");
      health.className = "health";
      health.textContent = String(data.health);
      body.appendChild(health);
    }
    item.appendChild(marker);
    item.appendChild(body);
    return item;
  }

  function render(state) {
    if (!state || typeof state !== "object") { return; }
    labels = state.labels || {};
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
    byId("roll").hidden = roll == null || roll === "";
    text("roll-label", state.roll_label);
    text("roll-text", roll);
    var current = list.querySelector(".current");
    if (current && current.scrollIntoView) { current.scrollIntoView({block: "nearest"}); }
  }

  function connected(yes) {
    var status = byId("status");
    status.hidden = yes;
    status.textContent = yes ? "" : (labels.reconnecting || "\u2026");
    root.classList.toggle("offline", !yes);
  }

  function connect() {
    retryTimer = null;
    if (source) { source.close(); }
    source = new EventSource("events");
    source.onopen = function () { connected(true); };
    source.onmessage = function (event) {
      try { render(JSON.parse(event.data)); } catch (e) { /* a broken message: keep the last view */ }
      connected(true);
    };
    source.onerror = function () {
      connected(false);
      // EventSource retries by itself after a dropped connection; after a refused one
      // (an error status: the GM stopped and restarted sharing) it gives up: start again.
      if (source.readyState === EventSource.CLOSED && retryTimer === null) {
        retryTimer = window.setTimeout(connect, 3000);
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
      // a phone that slept: reconnect at once rather than at the next retry
      if (!document.hidden && source && source.readyState === EventSource.CLOSED) { connect(); }
    });
    connect();
  });
})();
