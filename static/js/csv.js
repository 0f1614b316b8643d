// CSV cells as a spreadsheet reads them safely (the table's export, screens/over.js, and the
// room's result, room/result.js).

// A text cell that starts with = + - @, a tab or a CR is a formula to a spreadsheet
// (CSV injection): it gets a leading apostrophe (OWASP). Numbers stay numbers (-3).
export const csvCell = (v) => {
  let t = v == null ? "" : String(v);
  if (typeof v !== "number" && /^[=+\-@\t\r]/.test(t)) t = "'" + t;
  return /[",\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
};
export const csvRow = (cells) => cells.map(csvCell).join(",");
