"""Rolling Heights plan tiles, Ad tiles and Target tiles, painted from ``assets/rolling_heights``.

A plan tile is in its building type's colour: name, type and level, its VP
(a number, or a star with the rule), the stacks to build as columns of cubes in
their colours with their heights, the meeples its completion gives, and the
Public Figure ability (Working Steady / Working Hard). Ads and Targets show a
name and their scoring text.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from babelworks.cards import icons, palette
from babelworks.cards.flow import BREAK, Token, flow, word
from babelworks.cards.text import TextFit
from babelworks.core.words import content_words, listed
from babelworks.games.rolling_heights.content import content
from babelworks.games.rolling_heights.describe import A_MEEPLE, MEEPLE_NAMES, cube_name
from babelworks.i18n import shown, translate

VP_COLOUR = QColor("#f2d36b")
OBJECTIVE_COLOUR = {"ad": QColor("#d9822b"), "target": QColor("#3f8a6c")}


def plural(n: int, word_: str) -> str:
    """``n`` and ``word_``, plural unless it is one ("1 cube", "3 cubes")."""
    return f"{n} {word_}" + ("" if n == 1 else "s")


def _either(names: list[str]) -> str:
    """Names joined by "or" ("Carpenter or Riveter"), each join translatable."""
    words = names[0]
    for name in names[1:]:
        words = translate("Rolling Heights tiles", "{first} or {last}").format(first=words, last=name)
    return words


def _role(colour) -> str:
    return (
        shown(MEEPLE_NAMES[colour])
        if colour in MEEPLE_NAMES
        else translate("Rolling Heights tiles", "meeple")
    )


def _wild(e: dict) -> str:
    if e["n"] == 1:
        return translate("Rolling Heights tiles", "+1 Wild Token")
    return translate("Rolling Heights tiles", "+{count} Wild Tokens").format(count=e["n"])


def _any_cube(e: dict) -> str:
    if e["n"] == 1:
        return translate("Rolling Heights tiles", "+1 cube of any colour")
    return translate("Rolling Heights tiles", "+{count} cubes of any colour").format(count=e["n"])


EFFECT_WORDS = {
    "nothing": lambda e: translate("Rolling Heights tiles", "no effect"),
    "wild": _wild,
    "vp": lambda e: translate("Rolling Heights tiles", "+{count} VP").format(count=e["n"]),
    "spending_power": lambda e: translate("Rolling Heights tiles", "{count} Spending Power").format(
        count=e["n"]
    ),
    "cubes": lambda e: translate("Rolling Heights tiles", "+{count} {colour}").format(
        count=e["n"], colour=shown(cube_name(e["cube"]))
    ),
    "any_cube": _any_cube,
    "meeple": lambda e: translate("Rolling Heights tiles", "a meeple: {meeples}").format(
        meeples=_either([shown(MEEPLE_NAMES[c]) for c in e["colours"]])
    ),
    "vp_per_completed": lambda e: translate(
        "Rolling Heights tiles", "{count} VP per completed building"
    ).format(count=e["n"]),
    "vp_per_hard": lambda e: translate("Rolling Heights tiles", "{count} VP per Working Hard {role}").format(
        count=e["n"], role=_role(e.get("colour"))
    ),
    "vp_per_empty_adjacent": lambda e: translate(
        "Rolling Heights tiles", "{count} VP per empty adjacent space"
    ).format(count=e["n"]),
    "convert": lambda e: translate("Rolling Heights tiles", "turn {first} into {second}").format(
        first=shown(A_MEEPLE[e["from"]]), second=shown(A_MEEPLE[e["to"]])
    ),
    "sacrifice_any_stack": lambda e: translate(
        "Rolling Heights tiles", "sacrifice a meeple: cubes go on any colour this turn"
    ),
}
VP_WORDS = {
    "own_type_within": lambda v: translate(
        "Rolling Heights tiles", "{vp} VP per own {type} within {range}"
    ).format(vp=v["vp"], type=shown(content_words(v["type"])), range=v["range"]),
    "buildings_by_park_space": lambda v: translate(
        "Rolling Heights tiles", "{vp} VP per building next to a park space"
    ).format(vp=v["vp"]),
    "working_hard": lambda v: translate(
        "Rolling Heights tiles", "{vp} VP per adjacent Working Hard meeple"
    ).format(vp=v["vp"]),
    "adjacent_named": lambda v: translate("Rolling Heights tiles", "{vp} VP per adjacent {name}").format(
        vp=v["vp"], name=shown(content_words(v["name"]))
    ),
    "adjacent_buildings": lambda v: translate(
        "Rolling Heights tiles", "{vp} VP per adjacent building"
    ).format(vp=v["vp"]),
}


def ability_words(ability: dict | None, joiner: str = ". ") -> str:
    """A Public Figure ability in words ("Steady: +1 Wild Token. Hard: +2 Wild Tokens"); ``joiner``
    (". " or a line break) sits between its two sides."""
    if not ability:
        return ""
    steady = translate("Rolling Heights tiles", "Steady: {effect}").format(
        effect=EFFECT_WORDS[ability["steady"]["do"]](ability["steady"])
    )
    hard = translate("Rolling Heights tiles", "Hard: {effect}").format(
        effect=EFFECT_WORDS[ability["hard"]["do"]](ability["hard"])
    )
    return f"{steady}{joiner}{hard}"


def vp_words(vp) -> str:
    """The VP a plan scores, in words."""
    return (
        translate("Rolling Heights tiles", "{vp} VP").format(vp=vp)
        if isinstance(vp, int)
        else "★ " + VP_WORDS[vp["per"]](vp)
    )


def meeple_words(meeples: list) -> str:
    """A completion's meeples in words."""
    rewards = [
        _either([shown(MEEPLE_NAMES[c]) for c in (m if isinstance(m, list) else [m])]) for m in meeples
    ]
    return shown(listed(rewards)) if rewards else translate("Rolling Heights tiles", "none")


def plan_words(plan_id: str) -> str:
    """A plan tile's face in words: name, type, stacks, VP, meeple reward, ability."""
    plan = content().plans[plan_id]
    stacks = [
        translate("Rolling Heights tiles", "{height} {colour}").format(
            height=s["height"], colour=shown(cube_name(s["cube"]))
        )
        for s in plan["stacks"]
    ]
    return translate(
        "Rolling Heights tiles",
        "{name} ({type}, Level {level})\nStacks: {stacks}\nVP: {vp}\nMeeples on completion: {meeples}\nPublic Figure ability: {ability}",
    ).format(
        name=shown(content_words(plan["name"])),
        type=shown(content_words(plan["type"])),
        level=plan["level"],
        stacks=shown(listed(stacks)),
        vp=vp_words(plan["vp"]),
        meeples=meeple_words(plan["meeples"]),
        ability=ability_words(plan["ability"]) or translate("Rolling Heights tiles", "none"),
    )


def paint_plan(fit: TextFit, rect: QRectF, plan_id: str) -> None:
    """A plan tile face."""
    plan = content().plans[plan_id]
    fill = palette.BUILDING_TYPE[plan["type"]]
    icons.frame(fit.painter, rect, fill)
    pad = rect.height() * 0.04
    inner = rect.adjusted(pad, pad, -pad, -pad)
    head = inner.height() * 0.2
    vp_box = QRectF(inner.right() - head, inner.top(), head, head)
    vp_text = str(plan["vp"]) if isinstance(plan["vp"], int) else "★"
    icons.coin(fit, vp_box, vp_text, VP_COLOUR)
    name = QRectF(inner.left(), inner.top(), inner.width() - head * 1.1, head * 0.62)
    fit.draw(
        name,
        shown(content_words(plan["name"])),
        head * 0.55,
        min(head * 0.35, 8.0),
        palette.ink_on(fill),
        bold=True,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    )
    kind = QRectF(inner.left(), name.bottom(), name.width(), head * 0.38)
    fit.draw(
        kind,
        translate("Rolling Heights tiles", "{type} · Level {level}").format(
            type=shown(content_words(plan["type"])), level=plan["level"]
        ),
        head * 0.3,
        min(head * 0.22, 6.0),
        palette.ink_on(fill),
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
    )
    middle = QRectF(inner.left(), inner.top() + head + pad, inner.width(), inner.height() * 0.44)
    _stacks(fit, QRectF(middle.left(), middle.top(), middle.width() * 0.66, middle.height()), plan["stacks"])
    _meeples(
        fit,
        QRectF(middle.left() + middle.width() * 0.68, middle.top(), middle.width() * 0.32, middle.height()),
        plan["meeples"],
    )
    _ability(
        fit,
        QRectF(inner.left(), middle.bottom() + pad, inner.width(), inner.bottom() - middle.bottom() - pad),
        plan,
    )


def _stacks(fit: TextFit, area: QRectF, stacks: list) -> None:
    """Each stack a column of cubes in its colour, its height written under it."""
    label = area.height() * 0.2
    tallest = max(4, max(stack["height"] for stack in stacks))
    cube = min((area.height() - label) / tallest, area.width() / (len(stacks) * 1.6))
    gap = (area.width() - cube * len(stacks)) / (len(stacks) + 1)
    for n, stack in enumerate(stacks):
        x = area.left() + gap + n * (cube + gap)
        base = area.bottom() - label
        for level in range(stack["height"]):
            icons.cube(
                fit.painter, QRectF(x, base - (level + 1) * cube, cube, cube), palette.CUBE[stack["cube"]]
            )
        fit.draw(
            QRectF(x - gap / 2, base, cube + gap, label),
            str(stack["height"]),
            label * 0.9,
            label * 0.5,
            palette.INK,
            bold=True,
        )


def _meeples(fit: TextFit, area: QRectF, meeples: list) -> None:
    if not meeples:
        return
    panel(fit, area)
    tokens: list[Token] = []
    for reward in meeples:
        colours = reward if isinstance(reward, list) else [reward]
        for n, colour in enumerate(colours):
            tokens += ([word(translate("Rolling Heights tiles", "or"))] if n else []) + [
                _meeple_token(colour)
            ]
        tokens.append(BREAK)
    flow(
        fit,
        area.adjusted(2, 2, -2, -2),
        tokens,
        area.height() * 0.2,
        min(area.height() * 0.1, 5.0),
        translate("Rolling Heights tiles", "Meeples: {meeples}").format(meeples=meeple_words(meeples)),
    )


def _meeple_token(colour: str) -> Token:
    return Token(
        "icon", draw=lambda painter, rect: icons.meeple(painter, rect, palette.MEEPLE[colour]), aspect=0.7
    )


def panel(fit: TextFit, area: QRectF) -> None:
    """A pale printed panel that keeps small words readable on any tile colour."""
    fit.painter.setPen(Qt.PenStyle.NoPen)
    fit.painter.setBrush(QColor(255, 255, 255, 150))
    corner = min(area.width(), area.height()) * 0.1
    fit.painter.drawRoundedRect(area, corner, corner)


def _ability(fit: TextFit, area: QRectF, plan: dict) -> None:
    lines = [] if isinstance(plan["vp"], int) else [vp_words(plan["vp"])]
    if plan["ability"]:
        lines.append(ability_words(plan["ability"], "\n"))
    if not lines:
        return
    panel(fit, area)
    text = "\n".join(lines)
    box = area.adjusted(area.height() * 0.08, 1, -area.height() * 0.08, -1)
    if plan["ability"]:
        side = min(area.height() * 0.7, area.width() * 0.1)
        icons.meeple(
            fit.painter,
            QRectF(box.left(), box.center().y() - side / 2, side * 0.8, side),
            palette.MEEPLE["purple"],
        )
        box = box.adjusted(side, 0, 0, 0)
    fit.draw(
        box,
        text,
        area.height() * 0.32,
        min(area.height() * 0.2, 7.0),
        palette.INK,
        align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        one_line_min=area.height() * 0.26,
    )


def objective_words(kind: str, objective_id: str) -> str:
    """An Ad or Target tile in words."""
    item = (content().ads if kind == "ad" else content().targets)[objective_id]
    name, text = shown(content_words(item["name"])), shown(content_words(item["text"]))
    if kind == "ad":
        if item.get("first_game"):
            return translate("Rolling Heights tiles", "Ad {name} (first game): {text}").format(
                name=name, text=text
            )
        return translate("Rolling Heights tiles", "Ad {name}: {text}").format(name=name, text=text)
    if item.get("first_game"):
        return translate("Rolling Heights tiles", "Target {name} (first game): {text}").format(
            name=name, text=text
        )
    return translate("Rolling Heights tiles", "Target {name}: {text}").format(name=name, text=text)


def _label(kind: str, first_game: bool) -> str:
    """An objective tile's title band: "Ad", "Target", with "first game" on the rulebook's picks."""
    if kind == "ad":
        return (
            translate("Rolling Heights tiles", "Ad · first game")
            if first_game
            else translate("Rolling Heights tiles", "Ad")
        )
    return (
        translate("Rolling Heights tiles", "Target · first game")
        if first_game
        else translate("Rolling Heights tiles", "Target")
    )


def paint_objective(fit: TextFit, rect: QRectF, kind: str, objective_id: str) -> None:
    """An Ad tile (wide) or a Target tile: a coloured title band, then the scoring text."""
    item = (content().ads if kind == "ad" else content().targets)[objective_id]
    colour = OBJECTIVE_COLOUR[kind]
    icons.frame(fit.painter, rect, palette.CARD_STOCK)
    pad = min(rect.width(), rect.height()) * 0.05
    band = QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, rect.height() * 0.24)
    fit.painter.setPen(Qt.PenStyle.NoPen)
    fit.painter.setBrush(colour)
    fit.painter.drawRoundedRect(band, band.height() * 0.2, band.height() * 0.2)
    label = _label(kind, bool(item.get("first_game")))
    fit.draw(
        band.adjusted(pad, 0, -pad, -band.height() * 0.55),
        label,
        band.height() * 0.3,
        band.height() * 0.2,
        palette.ink_on(colour),
    )
    fit.draw(
        band.adjusted(pad, band.height() * 0.4, -pad, 0),
        shown(content_words(item["name"])),
        band.height() * 0.5,
        min(band.height() * 0.3, 8.0),
        palette.ink_on(colour),
        bold=True,
    )
    body = QRectF(band.left(), band.bottom() + pad, band.width(), rect.bottom() - band.bottom() - 2 * pad)
    fit.draw(
        body,
        shown(content_words(item["text"])),
        body.height() * 0.14,
        min(body.height() * 0.08, 7.0),
        palette.INK,
        one_line_min=body.height() * 0.12,
    )
