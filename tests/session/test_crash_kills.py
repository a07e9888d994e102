"""kill -9 at random moments while playing: no action is lost, the autosave always loads.

Thirty times a fresh process resumes the autosaved Rolling Heights game (saves of
up to 80 KB, so some kills land mid-write) and plays on, printing the log length
after each action returns; the test kills it with SIGKILL after a random delay,
then loads the autosave: it must load, and hold every action that was reported
done. The next process must resume from at least there, after removing the temp
file of any write the kill cut short.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from babelworks.core.files import PARTIAL
from babelworks.core.savefile import read_save
from babelworks.registry import get_game

ROOT = Path(__file__).resolve().parents[2]
KILLS = 30

PLAYER = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from babelworks.core.match import Match, Setup, seat_defaults
    from babelworks.core.protocol import CHANCE
    from babelworks.core.rng import Rng
    from babelworks.registry import get_game
    from babelworks.session import Autosave, Session

    game = get_game("rolling-heights")
    keeper = Autosave({folder!r}, lookup=get_game)
    crashed = keeper.start()
    match = keeper.resumable()
    if match is None:
        match = Match(game, Setup(game.id, 2, {seed}, {{}}, seat_defaults(2)))
    session = Session(keeper)
    session.start(match)
    print("start", int(crashed), len(session.match.log), flush=True)
    rng = Rng.from_seed({seed}, "kills")
    while not session.match.state.is_over():
        state = session.match.state
        if state.current_player == CHANCE:
            action = game.sample_outcome(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        session.dispatch(action)
        print("done", len(session.match.log), flush=True)
    print("over", flush=True)
""")


def _play_until_killed(folder: Path, seed: int, delay: float) -> tuple[list[str], int]:
    """Start a player, kill -9 it ``delay`` seconds after it has started playing."""
    script = PLAYER.format(root=str(ROOT), folder=str(folder), seed=seed)
    process = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(process.stdout), daemon=True)
    reader.start()
    deadline = time.monotonic() + 120
    while not lines and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.01)
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=60)
    reader.join(timeout=60)
    return lines, process.returncode


@pytest.mark.slow
def test_thirty_kills_lose_no_action_and_leave_a_loadable_autosave(tmp_path):
    chooser = random.Random(2026)
    reported, cut_short, left, ended = 0, 0, set(), False
    for kill in range(KILLS):
        lines, code = _play_until_killed(tmp_path, seed=7, delay=chooser.uniform(0.0, 0.4))
        now_left = {p.name for p in tmp_path.iterdir() if p.name.endswith(PARTIAL)}
        assert not left & now_left, "a start did not remove the temp file of a cut-short write"
        cut_short, left = cut_short + len(now_left), now_left
        assert lines and lines[0].split()[0] == "start", lines[:3]
        _, crashed, resumed = lines[0].split()
        assert int(resumed) >= reported, f"kill {kill}: resumed at {resumed}, {reported} were done"
        # After a game that ended on its own, the next start is a clean one, not a crash.
        assert kill == 0 or ended or crashed == "1"
        # A line the kill cut short (no newline yet) was not reported.
        done = [int(line.split()[1]) for line in lines if line.startswith("done ") and line.endswith("\n")]
        over = any(line.startswith("over") for line in lines)
        if code != -signal.SIGKILL or over:  # the game ended before the kill: start another one
            assert code in (0, -signal.SIGKILL)  # killed while the interpreter shut down is fine
            (tmp_path / "autosave.babelworks").unlink(missing_ok=True)
            reported, ended = 0, True
            continue
        ended = False
        reported = max(done, default=int(resumed))
        saved = read_save(tmp_path / "autosave.babelworks", get_game)  # loads, or raises
        assert len(saved.log) >= reported, f"kill {kill}: {reported} done, {len(saved.log)} saved"
        if saved.state.is_over():  # killed after the last action, before it printed "over":
            reported, ended = 0, True  # the next start is a new game, as after any finished one
    print(f"{KILLS} kills, {cut_short} of them in the middle of an autosave")
