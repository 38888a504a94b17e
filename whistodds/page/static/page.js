// The page's one script: a question asked as a job (its progress shown, cancellable), its answer shown with
// the command line that gives it; and what each page adds (the card picker, the file dropped, the table sorted).
// Plain JavaScript, no library: nothing is fetched but this server's own answers.
"use strict";

const POSITIONAL = {odds: "game", table: "game", rubber: "game", holding: "question", claims: null, cases: null};
const FLAGS = new Set(["own_view"]);  // options that are flags on the command line: --own-view, no value
const $ = (selector, root = document) => root.querySelector(selector);

function commandLine(command, params) {
  const quote = (value) => /^[\w.:,\-]+$/.test(value) ? value : "'" + value.replace(/'/g, "'\\''") + "'";
  const words = ["whist-odds", command === "claims" || command === "cases" ? "verify " + command : command];
  if (command === "claims" || command === "cases") words.push("FILE.csv");
  const first = POSITIONAL[command];
  if (first && params[first]) words.push(quote(params[first]));
  for (const [name, value] of Object.entries(params)) {
    if (FLAGS.has(name)) { if (value === "true") words.push("--" + name.replace(/_/g, "-")); }
    else if (name !== first && value !== "") words.push("--" + name.replace(/_/g, "-"), quote(value));
  }
  return words.join(" ");
}

function query(params) {
  return new URLSearchParams(Object.entries(params).filter(([, value]) => value !== "")).toString();
}

function showError(message) {
  const error = $(".error");
  error.textContent = message;
  error.hidden = false;
}

let current = null;  // the job being answered, if any

async function ask(command, params, body = null) {
  // Answer command for params (and a file's text): a job polled until done; resolves to {answer, seed}.
  $(".error").hidden = true;
  const work = $(".work"), status = $(".status", work), bar = $("progress", work);
  work.hidden = false;
  status.textContent = "Asking…";
  const init = {method: "POST", headers: body === null ? {} : {"Content-Type": "text/csv"}};
  if (body !== null) init.body = body;
  let reply = await fetch("/api/jobs/" + command + "?" + query(params), init);
  let state = await reply.json();
  if (!reply.ok) { work.hidden = true; throw new Error(state.error); }
  current = state.job;
  while (state.state === "queued" || state.state === "running") {
    status.textContent = state.state === "queued"
      ? `Waiting: ${state.place} question${state.place === 1 ? "" : "s"} ahead of this one.`
      : `Working: ${state.done.toLocaleString()}${state.total ? " of " + state.total.toLocaleString() : ""} ${state.unit || "done"}.`;
    bar.hidden = state.state !== "running" || !state.total;
    if (state.total) { bar.max = state.total; bar.value = state.done; }
    await new Promise((resolve) => setTimeout(resolve, 300));
    reply = await fetch("/api/jobs/" + state.job);
    state = await reply.json();
  }
  current = null;
  work.hidden = true;
  if (state.state !== "done") throw new Error(state.error || "the question was " + state.state);
  return state;
}

async function answerText(command, params, seed, body = null, format = "table") {
  // The answer as the command line writes it (the same seed: the same figures).
  const init = body === null ? {} : {method: "POST", headers: {"Content-Type": "text/csv"}, body};
  const withSeed = seed === null || seed === undefined ? params : {...params, seed: String(seed)};
  const reply = await fetch("/api/" + command + "?" + query({...withSeed, format}), init);
  return reply.ok ? reply.text() : (await reply.json()).error;
}

function tableOf(records) {
  const table = document.createElement("table");
  if (!records.length) return table;
  const columns = Object.keys(records[0]);
  const head = table.createTHead().insertRow();
  for (const column of columns) {
    const cell = document.createElement("th");
    cell.scope = "col";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = column;
    button.addEventListener("click", () => sortBy(table, columns.indexOf(column)));
    cell.append(button);
    head.append(cell);
  }
  const body = table.createTBody();
  for (const record of records) {
    const row = body.insertRow();
    for (const column of columns) {
      const value = record[column];
      row.insertCell().textContent = value === null ? "" : typeof value === "number" && !Number.isInteger(value)
        ? value.toFixed(4) : String(value);
    }
  }
  return table;
}

function heatmaps(records) {
  // The table of P(we win) as the explorer draws it: a grid a dealer, ours down, theirs across, each cell
  // shaded by the chance and giving it with the odds in words (title).
  const box = document.createElement("div");
  for (const dealer of ["us", "them", "unknown"]) {
    const rows = records.filter((r) => r.dealer === dealer);
    if (!rows.length) continue;
    const ours = [...new Set(rows.map((r) => r.us))].sort((a, b) => a - b);
    const theirs = [...new Set(rows.map((r) => r.them))].sort((a, b) => a - b);
    const table = document.createElement("table");
    table.className = "heatmap";
    table.createCaption().textContent = `P(we win), ${dealer === "unknown" ? "who deals unknown" : dealer === "us" ? "we deal next" : "they deal next"}: our score down, theirs across`;
    const head = table.createTHead().insertRow();
    head.append(Object.assign(document.createElement("th"), {textContent: "us \\ them"}));
    for (const them of theirs) head.append(Object.assign(document.createElement("th"), {textContent: them, scope: "col"}));
    const body = table.createTBody();
    for (const us of ours) {
      const row = body.insertRow();
      row.append(Object.assign(document.createElement("th"), {textContent: us, scope: "row"}));
      for (const them of theirs) {
        const record = rows.find((r) => r.us === us && r.them === them);
        const cell = row.insertCell();
        if (!record) continue;
        cell.textContent = record.p_win.toFixed(3);
        cell.title = `${us}-${them}: ${record.odds}`;
        const shade = Math.round(255 - 120 * Math.abs(record.p_win - 0.5) * 2);
        cell.style.background = record.p_win >= 0.5 ? `rgb(${shade}, ${shade}, 255)` : `rgb(255, ${shade}, ${shade})`;
      }
    }
    box.append(table);
  }
  return box;
}

function sortBy(table, index) {
  const body = table.tBodies[0], rows = Array.from(body.rows);
  const up = table.dataset.sorted !== String(index);
  table.dataset.sorted = up ? String(index) : "";
  const key = (row) => { const text = row.cells[index].textContent; const n = Number(text); return text !== "" && !isNaN(n) ? n : text; };
  rows.sort((a, b) => { const x = key(a), y = key(b); return (x < y ? -1 : x > y ? 1 : 0) * (up ? 1 : -1); });
  body.append(...rows);
}

async function showAnswer(command, params, body = null) {
  const state = await ask(command, params, body);
  const answer = $(".answer");
  $(".text", answer).textContent = await answerText(command, params, state.seed, body);
  const figures = $(".figures", answer);
  const records = Array.isArray(state.answer) ? state.answer : [];
  figures.replaceChildren(command === "table" ? heatmaps(records) : tableOf(records));
  $(".command code", answer).textContent = commandLine(command, state.seed === null || params.seed
    ? params : {...params, seed: String(state.seed)});
  answer.hidden = false;
  return state;
}

function formParams(form, names) {
  const data = new FormData(form), params = {};
  for (const name of names) params[name] = (data.get(name) || "").toString().trim();
  return params;
}

function guard(promise) { promise.catch((error) => showError(error.message)); }

document.addEventListener("DOMContentLoaded", () => {
  $(".cancel")?.addEventListener("click", () => { if (current !== null) fetch("/api/jobs/" + current, {method: "DELETE"}); });
  const odds = $("#odds-form");
  if (odds) {
    odds.addEventListener("submit", (event) => {
      event.preventDefault();
      guard(showAnswer("odds", formParams(odds, ["game", "score", "deal", "model", "seed"])));
    });
    $("#table-button").addEventListener("click", () => guard(showAnswer("table", formParams(odds, ["game", "model", "seed"]))));
  }
  const check = $("#check-form");
  if (check) setUpCheck(check);
  const askForm = $("#ask-form");
  if (askForm) setUpAsk(askForm);
  const play = $("#play-form");
  if (play) setUpPlay(play);
});

const SEATS = ["N", "E", "S", "W"];
const RANKS = "AKQJT98765432";

function handsOf(text) {
  // 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 ...' (a PBN deal, spades first) -> {N: ["AS", ...], ...}
  const [first, ...rest] = text.trim().split(":");
  const start = SEATS.indexOf(first.trim().toUpperCase());
  const hands = {N: [], E: [], S: [], W: []};
  rest.join(":").trim().split(/\s+/).forEach((hand, i) => {
    hand.split(".").forEach((ranks, suit) => {
      for (const rank of ranks) hands[SEATS[(start + i) % 4]].push((rank === "T" ? "10" : rank) + "SHDC"[suit]);
    });
  });
  return hands;
}

function randomDeal() {
  // A deal to play with, shuffled here (a starting point a person may change, not a figure of the tool's).
  const cards = [];
  for (const suit of "SHDC") for (const rank of RANKS) cards.push(rank + suit);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const hands = SEATS.map((_, seat) => cards.slice(13 * seat, 13 * seat + 13));
  return "N:" + hands.map((hand) => "SHDC".split("").map((suit) => hand.filter((c) => c[1] === suit)
    .sort((a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0])).map((c) => c[0]).join("")).join(".")).join(" ");
}

function setUpPlay(form) {
  const played = [];  // [seat, card] in order
  const playedText = () => {
    const tricks = [];
    played.forEach(([seat, card], i) => { if (i % 4 === 0) tricks.push([seat + ":" + card]); else tricks[tricks.length - 1].push(card); });
    return tricks.map((t) => t.join(" ")).join("; ");
  };
  const drawSeats = () => {
    const hands = handsOf($("#hands").value), gone = new Set(played.map(([, card]) => card));
    const seats = $(".seats");
    seats.replaceChildren();
    for (const seat of SEATS) {
      const line = document.createElement("p");
      line.textContent = `${seat}: ${hands[seat].filter((c) => !gone.has(c)).join(" ") || "(no cards)"}`;
      seats.append(line);
    }
  };
  const show = () => guard((async () => {
    $("#played").value = playedText();
    drawSeats();
    const data = new FormData(form), own = data.get("view") === "own";
    const params = {hands: $("#hands").value.trim(), played: $("#played").value, trumps: data.get("trumps"),
                    dealer: data.get("dealer"), seed: data.get("seed").toString()};
    if (own) Object.assign(params, {own_view: "true", model: data.get("model"), deals: data.get("deals").toString()});
    if (!params.played) delete params.played;
    const state = await showAnswer("position", params);
    const legal = $(".legal");
    legal.replaceChildren();
    const figures = state.answer;
    $(".to-move").textContent = figures.cards && figures.cards.length
      ? `${figures.seat} to play; his side's tricks from this trick on if he plays each card:` : "The hand is over.";
    for (const card of figures.cards || []) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "card" + (card.best ? " best" : "");
      button.dataset.card = card.card;
      button.textContent = `${card.card} ${card.tricks.toFixed(own ? 2 : 0)}`;
      button.setAttribute("aria-label", `play ${card.card}: ${card.tricks.toFixed(own ? 2 : 0)} tricks${card.best ? ", the best" : ""}`);
      button.addEventListener("click", () => { played.push([figures.seat, card.card]); show(); });
      legal.append(button);
    }
  })());
  $("#random-deal").addEventListener("click", () => { $("#hands").value = randomDeal(); played.length = 0; drawSeats(); });
  $("#undo").addEventListener("click", () => { if (played.length) { played.pop(); show(); } });
  $("#hands").addEventListener("change", () => { played.length = 0; drawSeats(); });
  form.addEventListener("submit", (event) => { event.preventDefault(); show(); });
  drawSeats();
}

function setUpCheck(form) {
  const text = $("#csv");
  text.addEventListener("dragover", (event) => event.preventDefault());
  text.addEventListener("drop", (event) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) file.text().then((content) => { text.value = content; });
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const kind = new FormData(form).get("kind");
    const params = formParams(form, ["model", "seed"]);
    guard((async () => {
      const state = await showAnswer(kind, params, text.value);
      const section = $(".verdicts");
      const table = $(".figures table");
      section.hidden = false;
      $("#filter").oninput = (e) => {
        const needle = e.target.value.toLowerCase();
        for (const row of table.tBodies[0].rows) row.hidden = !row.textContent.toLowerCase().includes(needle);
      };
      const csv = await answerText(kind, params, state.seed, text.value, "csv");
      $("#download").href = URL.createObjectURL(new Blob([csv], {type: "text/csv"}));
    })());
  });
}

function setUpAsk(form) {
  const hand = $("#hand"), seen = $("#seen");
  const cards = () => Array.from(document.querySelectorAll(".card"));
  const sync = () => {
    const inHand = new Set(hand.value.split(/\s+/).filter(Boolean));
    const played = new Set(seen.value.split(/[\s;]+/).filter(Boolean).map((s) => s.split(":").pop()));
    for (const card of cards()) {
      card.setAttribute("aria-pressed", String(inHand.has(card.dataset.card) || played.has(card.dataset.card)));
      card.classList.toggle("played", played.has(card.dataset.card));
    }
  };
  for (const card of cards()) {
    card.addEventListener("click", () => {
      const name = card.dataset.card, mode = new FormData(form).get("mode");
      if (mode === "hand") {
        const held = hand.value.split(/\s+/).filter(Boolean);
        hand.value = (held.includes(name) ? held.filter((c) => c !== name) : [...held, name]).join(" ");
      } else {
        const tricks = seen.value.split(";").map((t) => t.trim()).filter(Boolean).map((t) => t.split(/\s+/));
        if (!tricks.length || tricks[tricks.length - 1].length === 4) tricks.push([]);
        tricks[tricks.length - 1].push($("#seat").value + ":" + name);
        seen.value = tricks.map((t) => t.join(" ")).join("; ");
      }
      sync();
    });
  }
  hand.addEventListener("input", sync);
  seen.addEventListener("input", sync);
  $("#clear").addEventListener("click", () => { hand.value = ""; seen.value = ""; sync(); });
  for (const button of document.querySelectorAll(".sentence")) {
    button.addEventListener("click", () => { $("#question").value = button.textContent; $("#question").focus(); });
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    guard(showAnswer("holding", formParams(form, ["question", "hand", "seen", "trumps", "seed"])));
  });
}
