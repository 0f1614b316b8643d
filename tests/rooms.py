"""A room of tables driven through the API (docs/API.md, "A room of tables"), over any ``Http``
(Flask's test client, or a real server): its organizer, and people joining on their own phones."""
from __future__ import annotations


class RoomDriver:
    def __init__(self, http, people: int = 0, tables: int | None = None, profile: str = "howell",
                 options: dict | None = None):
        self.http = http
        body = {"name": "Class 4b", "organizer_name": "Ms Lee", "profile": profile, "options": options or {}}
        if tables is not None:
            body["tables"] = tables
        status, made = http.post("/api/rooms", body)
        assert status == 201, made
        self.code, self.organizer = made["code"], made["token"]
        self.join_url = made["join_url"]
        self.tokens: dict[str, str] = {}  # room person id -> room token
        self.names: dict[str, str] = {}
        for i in range(people):
            self.join(f"P{i + 1}")

    @property
    def path(self) -> str:
        return f"/api/rooms/{self.code}"

    def join(self, name: str) -> str:
        status, joined = self.http.post(f"{self.path}/join", {"name": name})
        assert status == 201, joined
        self.tokens[joined["person_id"]] = joined["token"]
        self.names[joined["person_id"]] = name
        return joined["person_id"]

    def adopt(self, token: str) -> str:
        """Someone who joined on their own (browser) phone, by their room token: from now on seated,
        counted and playing through this driver as those it joined are."""
        status, room = self.http.get(self.path, token=token)
        assert status == 200 and room["me"], room
        self.tokens[room["me"]] = token
        self.names[room["me"]] = next(p["name"] for p in room["people"] if p["id"] == room["me"])
        return room["me"]

    def act(self, body: dict, token: str | None = None, expect: int = 200):
        status, answer = self.http.post(f"{self.path}/actions", body, token=token or self.organizer)
        assert status == expect, answer
        return answer

    def view(self, person: str | None = None) -> dict:
        token = self.organizer if person == "r0" else self.tokens.get(person) if person else None
        status, answer = self.http.get(self.path, token=token)
        assert status == 200, answer
        return answer

    def seat(self, person: str) -> dict:
        token = self.organizer if person == "r0" else self.tokens[person]
        status, answer = self.http.get(f"{self.path}/seat", token=token)
        assert status == 200, answer
        return answer

    def organizer_token(self, number: int) -> tuple[str, str]:
        """(table code, the organizer's token there)."""
        table = next(t for t in self.seat("r0")["tables"] if t["number"] == number)
        return table["code"], table["token"]

    def table(self, code: str, token: str | None = None) -> dict:
        status, answer = self.http.get(f"/api/tables/{code}", token=token)
        assert status == 200, answer
        return answer

    def table_act(self, code: str, token: str, body: dict, expect: int = 200) -> dict:
        status, answer = self.http.post(f"/api/tables/{code}/actions", body, token=token)
        assert status == expect, answer
        return answer

    def seats_at(self, number: int) -> dict:
        """{table player id: seat token} of everyone (of those known here) seated at table `number`."""
        out = {}
        for person in self.tokens:
            seat = self.seat(person)
            if seat["table"] == number and seat["token"]:
                out[seat["player_id"]] = seat["token"]
        return out

    def play_a_deal(self, number: int, rule: str) -> tuple[str, dict]:
        """Table `number` starts (its first player id deals), its dealer seals `rule`, the next player
        plays their whole hand, right: (the table's code, its state once the deal is over)."""
        code, host = self.organizer_token(number)
        tokens = self.seats_at(number)
        first = sorted(tokens)[0]
        self.table_act(code, host, {"type": "start", "first_dealer": first})
        self.table_act(code, tokens[first], {"type": "seal_rule", "text": rule})
        self.table_act(code, tokens[first], {"type": "starter", "cards": 1, "rank": 1})
        s = self.table(code)
        self.table_act(code, tokens[s["turn"]], {"type": "attempt", "cards": s["deal"]["hands"][s["turn"]]})
        self.table_act(code, tokens[first], {"type": "judge", "verdict": "right"})
        return code, self.table(code)
