// A game night on the pages (docs/rules.md, "A game night"): between deals the host seats
// latecomers (the big screen's code invites them) in the seat order and removes someone; after
// the game the host plays again with the same people (new_game), and game over shows the
// night's standings across games.
import { h } from "../dom.js";
import { app, local, redraw } from "../state.js";
import { name, seated, profileName, hosts } from "../view.js";
import { profilesNow } from "../options.js";
import { inviteCard, removeButton } from "../controls.js";
import { t } from "../i18n.js";

// The seated people who were not in the deal that just ended: they are dealt in from the next one.
function newcomers(s) {
  const deal = s.deal || {};
  const was = new Set([...(deal.players || []), deal.dealer]);
  return seated(s).filter((p) => !was.has(p.id));
}

// The seat order with `id` moved to the left of `after` (the next seat clockwise).
function placed(s, id, after) {
  const order = seated(s).map((p) => p.id).filter((x) => x !== id);
  order.splice(order.indexOf(after) + 1, 0, id);
  return order;
}

function placeRow(p) {
  const s = app.state;
  const ui = local("night");
  const order = seated(s).map((q) => q.id);
  const now = order[(order.indexOf(p.id) - 1 + order.length) % order.length];
  ui.place = ui.place || {};
  ui.placed = ui.placed || {};
  const chosen = ui.place[p.id] && ui.place[p.id] !== p.id && order.includes(ui.place[p.id]) ? ui.place[p.id] : now;
  const id = `place-${p.id}`;
  // what a tap on Place did, once the table has it: the place asked for is where they sit now
  const done = ui.placed[p.id] === now ? h("p", { class: "placed", role: "status", "data-testid": `placed-${p.name}` },
    t("night.placed", { name: p.name, left: name(s, now) })) : null;
  return h("div", { class: "place-row" },
    h("label", { for: id, class: "field" }, h("span", null, t("night.sits_left_of", { name: p.name })),
      h("select", { id, "data-key": id, onchange: (e) => { ui.place[p.id] = e.target.value; } },
        order.filter((x) => x !== p.id).map((x) => h("option", { value: x, selected: x === chosen }, name(s, x))))),
    h("button", {
      type: "button", class: "small",
      onclick: () => {
        const after = ui.place[p.id] || now;
        delete ui.place[p.id];
        ui.placed[p.id] = after;
        if (after !== now) app.act({ type: "seat", order: placed(s, p.id, after) });
        else redraw(); // the place offered is theirs already: said at once
      },
    }, t("night.place", { name: p.name })), done);
}

// Deal over: the big screen invites latecomers; the host places them and may remove someone;
// everyone reads who comes in from the next deal.
export function betweenDeals() {
  const s = app.state;
  if (app.mode === "board") {
    return s.joinable ? [inviteCard(false, t("night.latecomers"))] : [];
  }
  const me = app.me();
  const fresh = newcomers(s);
  const isNew = new Set(fresh.map((p) => p.id));
  const removed = (s.removed || []).map((id) => name(s, id));
  const lines = [
    fresh.length ? h("p", { class: "big-line", "data-testid": "newcomers" }, t("night.newcomers", { n: fresh.length, names: fresh.map((p) => p.name) })) : null,
    removed.length ? h("p", { class: "muted", "data-testid": "removed" }, t("night.removed", { n: removed.length, names: removed })) : null,
  ];
  if (!hosts(s, me)) return fresh.length || removed.length ? [h("section", { class: "card" }, lines)] : [];
  return [h("section", { class: "card night-people", "data-testid": "between-deals" },
    h("h2", null, t("night.people_title")),
    h("p", { class: "muted small" }, t("night.people_text")),
    lines,
    h("ol", { class: "people", "aria-label": t("lobby.seated_label") }, seated(s).map((p) => h("li", { "data-testid": `night-${p.name}` },
      h("span", { class: "who" }, p.name,
        p.id === s.host ? h("span", { class: "tag" }, t("tag.host")) : null,
        isNew.has(p.id) ? h("span", { class: "tag turn-tag" }, t("night.new_tag")) : null),
      p.id !== s.host ? removeButton(p) : null,
      isNew.has(p.id) ? placeRow(p) : null))),
    h("details", { class: "late-invite" }, h("summary", null, t("night.invite")), inviteCard(false)))];
}

// The night so far: a row per person (standings order), a column per game (★ the winners),
// then games won and points.
function standingsTable(s, me) {
  const games = s.games || [];
  return h("div", { class: "table-scroll", tabindex: "0", role: "region", "aria-label": t("night.standings") },
    h("table", { class: "score-table standings", "data-testid": "standings" },
      h("caption", { class: "sr-only" }, t("night.standings_caption")),
      h("thead", null, h("tr", null, h("th", { scope: "col" }, t("scores.who")),
        games.map((g) => h("th", { scope: "col", title: profileName(g.profile) }, t("night.game", { number: g.number }))),
        h("th", { scope: "col" }, t("night.wins")), h("th", { scope: "col" }, t("night.points")))),
      h("tbody", null, (s.standings || []).map((st) => h("tr", { class: st.player === me ? "me" : null, "data-testid": `standing-${name(s, st.player)}` },
        h("th", { scope: "row" }, name(s, st.player)),
        games.map((g) => {
          const total = (g.totals || {})[st.player];
          const won = (g.winners || []).includes(st.player);
          return h("td", { class: "num" }, total == null ? "–" : [won ? h("span", { "aria-label": t("game.winner") }, "★ ") : null, String(total)]);
        }),
        h("td", { class: "num" }, String(st.wins)),
        h("td", { class: "num total" }, String(st.points)))))));
}

// Game over: the night's standings, once the table has played more than one game.
export function nightResults() {
  const s = app.state;
  if ((s.games || []).length < 2) return null;
  return standingsCard(t("night.standings"), h("p", { class: "muted small" }, t("night.standings_text", { n: s.games.length })));
}

// The night's standings in a card, under its heading (and a note); a phone's own row marked.
function standingsCard(heading, note = null) {
  const me = app.mode === "board" ? null : app.me();
  return h("section", { class: "card", "data-testid": "night" }, h("h2", null, heading), note, standingsTable(app.state, me));
}

// Game over: the host plays again with the same people (another profile if they like);
// everyone's phone follows into the new lobby. The board invites the next game's latecomers.
export function playAgain() {
  const s = app.state;
  const me = app.me();
  if (app.mode === "board") return s.joinable ? [inviteCard(false, t("night.join_next"))] : [];
  if (!hosts(s, me)) return [h("section", { class: "card" }, h("p", null, t("night.again_wait")))];
  const ui = local("night");
  const PROFILES = profilesNow() || { [s.profile]: null }; // this game's profile until the others come
  const chosen = () => (ui.againProfile in PROFILES ? ui.againProfile : s.profile);
  const profile = chosen();
  return [h("section", { class: "card again", "data-testid": "play-again" },
    h("h2", null, t("night.again_title")),
    h("p", { class: "muted small" }, t("night.again_text")),
    h("label", { for: "again-profile", class: "field" }, h("span", null, t("night.again_profile")),
      h("select", { id: "again-profile", "data-key": "again-profile", onchange: (e) => { ui.againProfile = e.target.value; } },
        Object.keys(PROFILES).map((key) => h("option", { value: key, selected: key === profile },
          key === s.profile ? t("night.same_profile", { profile: profileName(key) }) : profileName(key))))),
    h("button", {
      type: "button", class: "primary big",
      onclick: () => app.act(chosen() === s.profile ? { type: "new_game" } : { type: "new_game", profile: chosen() }),
    }, t("night.again")))];
}

// A later game's lobby: the night so far, below what the lobby says.
export function nightSoFar() {
  const s = app.state;
  if (!(s.games || []).length) return null;
  return standingsCard(t("night.game_of_night", { number: s.game }));
}
