// A whole deal on one screen (a landscape board: the CSS says so with --board-fits): the
// banner, the counts, the hands and the totals keep their size, and the table picture gets
// the height that is left. Its cards take the largest width at which every column fits
// (a binary search; the width is a CSS variable set through the CSSOM, which the CSP allows),
// and the history shows as many of its newest lines as fit whole.
const SMALLEST_CARD = 16;

export function fitBoard(grid) {
  if (!grid.isConnected) return;
  const pic = grid.querySelector(".picture.big");
  const row = pic && pic.querySelector(".layout");
  const lines = [...grid.querySelectorAll(".board-side .log li")];
  for (const li of lines) li.hidden = false;
  if (!row) return;
  pic.style.removeProperty("--cw");
  if (getComputedStyle(grid).getPropertyValue("--board-fits").trim() !== "1") return;
  const fits = () => row.scrollHeight <= row.clientHeight + 1;
  const card = row.querySelector(".c");
  if (card && !fits()) {
    let lo = SMALLEST_CARD;
    let hi = card.getBoundingClientRect().width;
    while (hi - lo > 1) {
      const mid = (lo + hi) / 2;
      pic.style.setProperty("--cw", `${mid}px`);
      if (fits()) lo = mid; else hi = mid;
    }
    pic.style.setProperty("--cw", `${Math.floor(lo)}px`);
  }
  const history = grid.querySelector(".board-side .history");
  for (let i = lines.length - 1; i > 0 && history && history.scrollHeight > history.clientHeight + 1; i--) lines[i].hidden = true;
}

addEventListener("resize", () => {
  const grid = document.querySelector(".board-grid");
  if (grid) fitBoard(grid);
});
