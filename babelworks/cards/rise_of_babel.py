"""Rise of Babel cards, painted from ``assets/rise_of_babel/cards.json``.

A card: cost coin, name and influence across the top, the purchase bonus under
them, then its banners (each a row of step chips, gold coins and resource icons,
numbered as the game numbers them), and where the card comes from at the foot.
Portrait faces stack the banners; wide faces (a list row) set them side by side.
Faces are keyed by the card's design (``"quarry_hand"``); any card id maps to its
design with :func:`design_of`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from babelworks.cards import icons, palette
from babelworks.cards.flow import BREAK, Token, flow, group, word
from babelworks.cards.text import TextFit
from babelworks.core import words
from babelworks.core.words import content_words
from babelworks.games.rise_of_babel.content import RESOURCES, Card, content
from babelworks.games.rise_of_babel.describe import tile_words as kind_words
from babelworks.i18n import shown, translate

# step kind -> (chip words, chip colour)
STEP_ICONS = {
    "stalls_to_tower": (words.translate("Rise of Babel cards", "Stalls→Tower"), "#b5651d"),
    "stalls_to_warehouse": (words.translate("Rise of Babel cards", "Stalls→Warehouse"), "#8d6e63"),
    "stalls_to_camp": (words.translate("Rise of Babel cards", "Stalls→Camp"), "#26a69a"),
    "warehouse_to_tower": (words.translate("Rise of Babel cards", "Warehouse→Tower"), "#a1887f"),
    "place_wild": (words.translate("Rise of Babel cards", "Wild"), "#f2c744"),
    "advance_elephant": (words.translate("Rise of Babel cards", "Elephant"), "#78909c"),
    "board_upgrade": (words.translate("Rise of Babel cards", "Upgrade"), "#5c6bc0"),
    "draw": (words.translate("Rise of Babel cards", "Draw"), "#42a5f5"),
    "trash": (words.translate("Rise of Babel cards", "Trash"), "#7e57c2"),
    "refresh_market": (words.translate("Rise of Babel cards", "Refresh"), "#66bb6a"),
    "gain_to_hand": (words.translate("Rise of Babel cards", "Card→hand"), "#66bb6a"),
    "search_discard": (words.translate("Rise of Babel cards", "Discard→hand"), "#66bb6a"),
    "gain_cart": (words.translate("Rise of Babel cards", "Cart"), "#6d4c41"),
    "gain_specialization": (words.translate("Rise of Babel cards", "Specialist"), "#ec407a"),
    "gain_cheap_card": (words.translate("Rise of Babel cards", "Card ≤3"), "#66bb6a"),
    "stall_from_bag": (words.translate("Rise of Babel cards", "Bag→Stall"), "#8d6e63"),
    "pull": (words.translate("Rise of Babel cards", "Pull a tile"), "#ab47bc"),
}
ORIGIN = {
    "start": (words.translate("Rise of Babel cards", "Starting card"), "#c9b48a"),
    "market": (words.translate("Rise of Babel cards", "Market"), "#8fb573"),
    "jobs": (words.translate("Rise of Babel cards", "Job"), "#7fa7c9"),
    "teamsters": (words.translate("Rise of Babel cards", "Teamster"), "#c98f7f"),
}
#: Each step kind in words, as tooltips and the accessible card text say it.
STEP_WORDS = {
    "stalls_to_tower": words.translate("Rise of Babel cards", "stalls to tower"),
    "stalls_to_warehouse": words.translate("Rise of Babel cards", "stalls to warehouse"),
    "stalls_to_camp": words.translate("Rise of Babel cards", "stalls to camp"),
    "warehouse_to_tower": words.translate("Rise of Babel cards", "warehouse to tower"),
    "place_wild": words.translate("Rise of Babel cards", "place wild"),
    "advance_elephant": words.translate("Rise of Babel cards", "advance elephant"),
    "board_upgrade": words.translate("Rise of Babel cards", "board upgrade"),
    "draw": words.translate("Rise of Babel cards", "draw"),
    "trash": words.translate("Rise of Babel cards", "trash"),
    "refresh_market": words.translate("Rise of Babel cards", "refresh market"),
    "gain_to_hand": words.translate("Rise of Babel cards", "gain to hand"),
    "search_discard": words.translate("Rise of Babel cards", "search discard"),
    "gain_cart": words.translate("Rise of Babel cards", "gain cart"),
    "gain_specialization": words.translate("Rise of Babel cards", "gain specialization"),
    "gain_cheap_card": words.translate("Rise of Babel cards", "gain cheap card"),
    "stall_from_bag": words.translate("Rise of Babel cards", "stall from bag"),
    "pull": words.translate("Rise of Babel cards", "pull"),
}
CARD_ASPECT = 5 / 7  # a card's width over its height
BONUS = {"gold": ("gold", palette.GOLD), "influence": ("influence", palette.INFLUENCE)}


def designs() -> dict[str, Card]:
    """One card of each design, by design key, in the order of cards.json."""
    found: dict[str, Card] = {}
    for card in content().cards.values():
        found.setdefault(card.key, card)
    return found


def design_of(card: str) -> str:
    """The design key of a card id ("s0-01" -> "quarry_hand"); a key maps to itself."""
    cards = content().cards
    return cards[card].key if card in cards else card


def step_words(step) -> str:
    """One card step in words ("stalls to tower", "pull: wood → +3 gold; ...")."""
    if isinstance(step, str):
        return shown(STEP_WORDS[step]) if step in STEP_WORDS else step.replace("_", " ")
    rewards = "; ".join(
        translate("Rise of Babel cards", "{resource} → {reward}").format(
            resource=kind_words(r), reward=banner_words(b)
        )
        for r, b in step["pull"].items()
    )
    return translate("Rise of Babel cards", "pull a tile: {rewards}").format(rewards=rewards)


def banner_words(banner: dict) -> str:
    """A banner in words: payment, gold, steps, trash-this-card."""
    parts = []
    if banner.get("pay"):
        parts.append(translate("Rise of Babel cards", "pay {gold} gold →").format(gold=banner["pay"]))
    if banner.get("trash_self"):
        parts.append(translate("Rise of Babel cards", "trash this card →"))
    if banner.get("needs_discard"):
        parts.append(translate("Rise of Babel cards", "(needs a discard pile)"))
    if banner.get("gold"):
        parts.append(translate("Rise of Babel cards", "+{gold} gold").format(gold=banner["gold"]))
    parts += [step_words(step) for step in banner.get("steps", [])]
    return " ".join(parts) if parts else translate("Rise of Babel cards", "nothing")


def bonus_words(bonus: dict) -> str:
    """A purchase bonus in words ("+1 advance")."""
    return ", ".join(_bonus_part(key, value) for key, value in bonus.items())


def _bonus_part(key: str, value: int) -> str:
    if key == "gold":
        return translate("Rise of Babel cards", "+{count} gold").format(count=value)
    if key == "influence":
        return translate("Rise of Babel cards", "+{count} influence").format(count=value)
    if key == "advance":
        return translate("Rise of Babel cards", "+{count} advance").format(count=value)
    return f"+{value} {key}"  # not shown: content.py allows no other bonus


def card_words(card: str) -> str:
    """The whole card in words (tooltips, accessibility); ``card`` is an id or a design."""
    info = designs()[design_of(card)]
    name = content_words(info.name)
    # the rulebook numbers no banners: a card's are its first (top) and second
    banners = " | ".join(
        _banner_line(n, len(info.banners), banner_words(b)) for n, b in enumerate(info.banners)
    )
    if not info.bonus:
        return translate(
            "Rise of Babel cards", "{card} (cost {cost}, {influence} influence) — {banners}"
        ).format(card=name, cost=info.cost, influence=info.influence, banners=banners)
    return translate(
        "Rise of Babel cards", "{card} (cost {cost}, {influence} influence; on purchase {bonus}) — {banners}"
    ).format(
        card=name, cost=info.cost, influence=info.influence, bonus=bonus_words(info.bonus), banners=banners
    )


def _banner_line(number: int, count: int, words: str) -> str:
    """One banner of a card in words, by its place on the card when it has more than one."""
    if count == 1:
        return translate("Rise of Babel cards", "banner: {banner}").format(banner=words)
    if number == 0:
        return translate("Rise of Babel cards", "first banner: {banner}").format(banner=words)
    if number == 1:
        return translate("Rise of Babel cards", "second banner: {banner}").format(banner=words)
    if number == 2:
        return translate("Rise of Babel cards", "third banner: {banner}").format(banner=words)
    return translate("Rise of Babel cards", "fourth banner: {banner}").format(banner=words)


def paint_card(fit: TextFit, rect: QRectF, design: str) -> None:
    """A whole card face in ``rect`` (portrait or wide)."""
    info = designs()[design]
    icons.frame(fit.painter, rect, palette.CARD_STOCK)
    parts = _card_parts(rect, info)
    _header(fit, parts.header, info)
    if parts.bonus is not None:
        unit = parts.header.height()
        flow(
            fit,
            parts.bonus,
            bonus_tokens(info.bonus),
            unit * 0.3,
            unit * 0.18,
            translate("Rise of Babel cards", "On purchase {bonus}").format(bonus=bonus_words(info.bonus)),
        )
    largest = 1e9 if parts.wide else parts.header.height() * 0.45
    for n, (banner, box) in enumerate(zip(info.banners, parts.banners, strict=True)):
        paint_banner(fit, box, banner, n, largest)
    if parts.foot is not None:
        text, colour = ORIGIN[info.origin]
        strip, foot = parts.foot, parts.foot.height()
        fit.painter.fillRect(
            strip.adjusted(strip.width() * 0.25, foot * 0.15, -strip.width() * 0.25, 0), QColor(colour)
        )
        fit.draw(strip, shown(text), foot * 0.65, foot * 0.4, palette.INK)


@dataclass(frozen=True)
class _Parts:
    """Where a card face's parts lie: header band, purchase bonus, banners, origin foot."""

    wide: bool
    header: QRectF
    bonus: QRectF | None
    banners: list[QRectF]
    foot: QRectF | None


def _card_parts(rect: QRectF, info: Card) -> _Parts:
    wide = rect.width() > rect.height()
    unit = rect.height() * (0.3 if wide else 0.16)
    pad = min(rect.width(), rect.height()) * 0.04
    inner = rect.adjusted(pad, pad, -pad, -pad)
    top = inner.top() + unit + pad * 0.5
    bonus = None
    if info.bonus:
        bonus = QRectF(inner.left(), top, inner.width(), unit * 0.55)
        top += unit * 0.55 + pad * 0.5
    foot = 0.0 if wide else unit * 0.45
    area = QRectF(inner.left(), top, inner.width(), inner.bottom() - top - foot)
    return _Parts(
        wide,
        QRectF(inner.left(), inner.top(), inner.width(), unit),
        bonus,
        _banner_boxes(area, len(info.banners), wide, pad),
        QRectF(inner.left(), inner.bottom() - foot, inner.width(), foot) if foot else None,
    )


def _banner_boxes(area: QRectF, count: int, wide: bool, pad: float) -> list[QRectF]:
    boxes = []
    for n in range(count):
        if wide:
            width = (area.width() - pad * (count - 1)) / count
            boxes.append(QRectF(area.left() + n * (width + pad), area.top(), width, area.height()))
        else:
            height = (area.height() - pad * (count - 1)) / count
            boxes.append(QRectF(area.left(), area.top() + n * (height + pad), area.width(), height))
    return boxes


def banner_at(card: str, share: tuple[float, float], aspect: float = CARD_ASPECT) -> int | None:
    """Which banner of ``card`` lies at ``share`` (0..1 across and down its face of width/height
    ``aspect``), or None (the name, cost or foot): how a click on a card picks a banner."""
    rect = QRectF(0, 0, 1000 * aspect, 1000)
    point = QPointF(share[0] * rect.width(), share[1] * rect.height())
    boxes = _card_parts(rect, designs()[design_of(card)]).banners
    return next((n for n, box in enumerate(boxes) if box.contains(point)), None)


def _header(fit: TextFit, band: QRectF, info) -> None:
    size = band.height() * 0.9
    icons.coin(fit, QRectF(band.left(), band.top(), size, size), str(info.cost), palette.GOLD)
    right = band.right()
    if info.influence:
        icons.coin(fit, QRectF(right - size, band.top(), size, size), str(info.influence), palette.INFLUENCE)
        right -= size
    name = QRectF(band.left() + size * 1.1, band.top(), right - band.left() - size * 1.2, size)
    fit.draw(
        name,
        shown(content_words(info.name)),
        band.height() * 0.5,
        band.height() * 0.34,
        palette.INK,
        bold=True,
    )


def paint_banner(fit: TextFit, box: QRectF, banner: dict, number: int, largest: float = 1e9) -> None:
    """One banner: a numbered panel with its symbols (used by cards and banner cells);
    ``largest`` caps the symbol size (a card keeps its banners' symbols alike)."""
    painter: QPainter = fit.painter
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#e8d6ae"))
    corner = min(box.width(), box.height()) * 0.12
    painter.drawRoundedRect(box, corner, corner)
    badge = min(box.height() * 0.4, box.width() * 0.14)
    icons.coin(
        fit,
        QRectF(box.left() + badge * 0.15, box.top() + badge * 0.15, badge, badge),
        str(number + 1),
        QColor("#5d4a33"),
    )
    if box.height() > badge * 4:  # a tall banner: symbols under the number, the full width
        body = box.adjusted(badge * 0.15, badge * 1.2, -badge * 0.15, -badge * 0.15)
    else:  # a short one: symbols beside the number
        body = box.adjusted(badge * 1.3, badge * 0.1, -badge * 0.15, -badge * 0.1)
    size = min(body.height() * 0.4, body.width() * 0.14, largest)
    flow(
        fit,
        body,
        banner_tokens(banner),
        size,
        min(size, max(5.0, size * 0.35)),
        translate("Rise of Babel cards", "{number}: {banner}").format(
            number=number + 1, banner=banner_words(banner)
        ),
    )


def banner_tokens(banner: dict) -> list[Token]:
    """A banner as printed symbols."""
    tokens: list[Token] = []
    if banner.get("pay"):
        tokens.append(group(Token("coin", f"−{banner['pay']}", palette.GOLD), word("→")))
    if banner.get("trash_self"):
        tokens.append(
            group(
                Token("chip", translate("Rise of Babel cards", "Trash this card"), QColor("#7e57c2")),
                word("→"),
            )
        )
    if banner.get("needs_discard"):
        tokens.append(word(translate("Rise of Babel cards", "if discard:")))
    if banner.get("gold"):
        tokens.append(Token("coin", f"+{banner['gold']}", palette.GOLD))
    steps = banner.get("steps", [])
    for n, step in enumerate(steps):
        if n and isinstance(step, str) and step == steps[n - 1]:
            continue  # counted into the first chip of a run ("Stalls→Camp ×2")
        tokens += _step_tokens(step, _run(steps, n))
    return tokens


def _run(steps: list, start: int) -> int:
    """How many times the step at ``start`` repeats in a row."""
    count = 1
    while start + count < len(steps) and steps[start + count] == steps[start]:
        count += 1
    return count


def _step_tokens(step, times: int = 1) -> list[Token]:
    if isinstance(step, str):
        text, colour = STEP_ICONS[step]
        chip = (
            translate("Rise of Babel cards", "{step} ×{times}").format(step=text, times=times)
            if times > 1
            else shown(text)
        )
        return [Token("chip", chip, QColor(colour))]
    tokens = [Token("chip", shown(STEP_ICONS["pull"][0]), QColor(STEP_ICONS["pull"][1])), BREAK]
    for n, resource in enumerate(RESOURCES):
        reward = banner_tokens(step["pull"][resource])
        tokens += [group(resource_token(resource), word("→"), reward[0]), *reward[1:]]
        tokens.append(BREAK if n % 2 else word(" "))
    return tokens


def resource_token(resource: str) -> Token:
    """A resource square as a symbol in a line."""
    return Token(
        "icon",
        draw=lambda painter, rect: icons.resource(
            painter, QRectF(rect.left(), rect.top(), rect.height(), rect.height()), resource
        ),
    )


def bonus_tokens(bonus: dict) -> list[Token]:
    """A purchase bonus as symbols: "When bought:" then coins and chips."""
    tokens = [word(translate("Rise of Babel cards", "When bought:"))]
    for key, value in bonus.items():
        if key in BONUS:
            tokens.append(Token("coin", f"+{value}", BONUS[key][1]))
        else:
            chip = translate("Rise of Babel cards", "Elephant +{count}").format(count=value)
            tokens.append(Token("chip", chip, QColor(STEP_ICONS["advance_elephant"][1])))
    return tokens
