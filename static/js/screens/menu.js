// Seat & more: move this seat to another phone, the big screen, host tools.
import { h, toast, confirmButton, copyText } from "../dom.js";
import { person, joinLink } from "../view.js";
import { undoButton } from "./play.js";
import { rejoinButton } from "./rejoin.js";

export function menuScreen(ctx) {
  const s = ctx.state;
  const me = ctx.me();
  const p = person(s, me);
  const link = `${joinLink(ctx.code)}#token=${encodeURIComponent(ctx.seat.token)}`; // the address the QR codes carry
  const out = [
    h("section", { class: "card" },
      h("h2", null, p ? `Your seat: ${p.name}` : "Your seat"),
      h("p", { class: "muted small" }, "This phone keeps your seat: reloading or sleeping brings you back. To move the seat to another phone, open this private link there (keep it secret: it is your seat)."),
      h("p", { class: "secret", "data-testid": "rejoin-link" }, link),
      h("button", { type: "button", onclick: async () => toast((await copyText(link)) ? "Rejoin link copied." : "Copy failed: select the link above.") }, "Copy the rejoin link")),
    h("section", { class: "card" },
      h("h2", null, "Big screen"),
      h("p", null, h("a", { href: `/t/${ctx.code}/board`, target: "_blank", rel: "noopener" }, "Open the big screen"), " on a laptop or TV for everyone to see.")),
  ];
  if (me && me === s.host) {
    out.push(h("section", { class: "card" },
      h("h2", null, "Lost phones"),
      h("p", { class: "muted small" }, "Someone's phone lost their seat? Show their rejoin QR and let them scan it. Their old link stops working."),
      h("ul", { class: "people", "aria-label": "People at the table" }, s.people.map((q) =>
        h("li", { "data-testid": `seat-${q.name}` }, h("span", { class: "who" }, q.name, q.id === me ? h("span", { class: "tag me-tag" }, "you") : null), rejoinButton(ctx, q))))));
  }
  if (me && (me === s.host || me === s.dealer) && s.undo) out.push(undoButton(ctx, s));
  if (me && me === s.host && s.phase !== "lobby" && s.phase !== "game_over") {
    out.push(h("section", { class: "card" },
      h("h2", null, "Host"),
      confirmButton("End the game now", "Tap again to end the game", () => { ctx.panel = "table"; ctx.act({ type: "end_game" }); }, { class: "danger" })));
  }
  return out;
}
