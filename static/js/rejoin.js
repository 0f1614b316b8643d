// The host's rejoin of a seat (controls.js draws its button): the token re-issued, and the new
// link shown as a QR code. Loaded when a rejoin button is first tapped.
import { h, toast, openDialog } from "./dom.js";
import * as api from "./api.js";
import { app } from "./state.js";
import { t, errorText } from "./i18n.js";

export async function rejoin(p, btn) {
  const mine = p.id === app.me();
  btn.disabled = true;
  const reissue = () => api.rejoinSeat(app.code, app.seat.token, p.id);
  try {
    // our own seat: the server closes this phone's socket, which the connection expects
    const answer = mine ? await app.conn.reissue(reissue) : await reissue();
    if (mine) app.joined({ token: answer.token, player_id: answer.player_id });
    rejoinDialog(p.name, answer);
  } catch (err) {
    toast(err instanceof api.ApiError ? errorText(err) : t("toast.unreachable"), "error");
  } finally {
    btn.disabled = false;
  }
}

function rejoinDialog(name, answer) {
  const src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(answer.qr_svg);
  openDialog({ id: "rejoin-dialog", class: "rejoin-dialog", "aria-labelledby": "rejoin-title", "data-testid": "rejoin-dialog" }, () => [
    h("h2", { id: "rejoin-title" }, t("rejoin.title", { name })),
    h("p", { class: "small" }, t("rejoin.text", { name })),
    h("img", { class: "qr rejoin-qr", src, alt: t("rejoin.qr_alt", { name }), width: "320", height: "320" }),
    h("p", { class: "secret", "data-testid": "rejoin-qr-link" }, answer.rejoin_url)]);
}
