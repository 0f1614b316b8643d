// The host's per-seat rejoin QR: a new token for a phone that lost its seat.
import { h, openDialog, toast } from "../dom.js";
import * as api from "../api.js";
import { t, errorText } from "../i18n.js";

function showDialog(name, answer) {
  const src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(answer.qr_svg);
  openDialog({ id: "rejoin-dialog", class: "rejoin-dialog", "aria-labelledby": "rejoin-title", "data-testid": "rejoin-dialog" },
    h("h2", { id: "rejoin-title" }, t("rejoin.title", { name })),
    h("p", { class: "small" }, t("rejoin.text", { name })),
    h("img", { class: "qr rejoin-qr", src, alt: t("rejoin.qr_alt", { name }), width: "320", height: "320" }),
    h("p", { class: "secret", "data-testid": "rejoin-qr-link" }, answer.rejoin_url));
}

// A button that re-issues p's token (the old one stops working) and shows the new link as a QR code.
export function rejoinButton(ctx, p) {
  return h("button", {
    type: "button", class: "small", "aria-label": t("rejoin.title", { name: p.name }),
    onclick: async (e) => {
      const btn = e.currentTarget;
      const mine = p.id === ctx.me();
      btn.disabled = true;
      const reissue = () => api.rejoinSeat(ctx.code, ctx.seat.token, p.id);
      try {
        // our own seat: the server closes this phone's socket, which the connection expects
        const answer = mine ? await ctx.conn.reissue(reissue) : await reissue();
        if (mine) ctx.joined({ token: answer.token, player_id: answer.player_id });
        showDialog(p.name, answer);
      } catch (err) {
        toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
      } finally {
        btn.disabled = false;
      }
    },
  }, t("rejoin.button"));
}
