"""No test measures wall-clock time (issue 22): a bound in seconds fails on a busy machine, and with
it the whole CI run. Tests bound work by counts (calls, iterations, bytes read, steps); speed is
measured in benchmarks/; a hang guard is a generous `timeout=` (subprocess, qtbot.waitUntil,
worker.wait) that only a real hang reaches; a clock that matters to the code under test is passed
in and moved by the test (GameSession(clock=...), PassScreen.clock).

The check reads every Python file under tests/ with the ast module and fails on any comparison
(in an assert, an if, a while loop's condition, a comprehension) one of whose sides is a reading
of the time module's clocks (perf_counter, monotonic, time and the like): directly, through a name
or a list that holds one, through arithmetic on it, through min/max/sum/sorted/pairwise... of such
values, or through a function of the file that returns one. Names are followed within a function
(a name that holds a time anywhere in it is a time everywhere in it): coarse, and on the side of
finding too much rather than too little; what it finds is to be rewritten with counts.
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent

CLOCKS = frozenset(
    {
        "perf_counter",
        "perf_counter_ns",
        "monotonic",
        "monotonic_ns",
        "time",
        "time_ns",
        "process_time",
        "process_time_ns",
        "thread_time",
        "thread_time_ns",
    }
)
# Calls a time goes through and stays a time (or times): min(gaps), pairwise(times)...
PASS_THROUGH = frozenset(
    {
        "abs",
        "enumerate",
        "float",
        "fmean",
        "int",
        "list",
        "max",
        "mean",
        "median",
        "min",
        "pairwise",
        "reversed",
        "round",
        "sorted",
        "sum",
        "tuple",
        "zip",
    }
)
# Methods that put a time into a container: `times.append(perf_counter())`.
FILLERS = frozenset({"append", "appendleft", "add", "extend", "insert"})

ADVICE = (
    "A test must not bound or compare wall-clock time: bound the work by counts (calls, "
    "iterations, bytes read, steps), measure speed in benchmarks/, give a hang a generous "
    "timeout= only (subprocess, qtbot.waitUntil, worker.wait), and pass the code a clock the "
    "test moves by hand (GameSession(clock=...), PassScreen.clock)."
)


def _dotted(node: ast.expr) -> str | None:
    """'a.b.c' for a name or an attribute chain on a name, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _scopes(tree: ast.Module) -> list[list[ast.AST]]:
    """The file cut into the parts whose names are taken together: each function or method
    (with the functions and lambdas inside it), and the rest of the file."""
    scopes: list[list[ast.AST]] = []
    rest: list[ast.AST] = []
    for statement in tree.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            scopes.append([statement])
        elif isinstance(statement, ast.ClassDef):
            for item in statement.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    scopes.append([item])
                else:
                    rest.append(item)
        else:
            rest.append(statement)
    return [*scopes, rest]


class _Module:
    """The clock readings of one file and the comparisons made with them."""

    def __init__(self, tree: ast.Module) -> None:
        self.time_modules = {"time"}  # names the time module is known by here
        self.clock_names: set[str] = set()  # names (or dotted names) that are clock functions
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name == "time":
                        self.time_modules.add(alias.asname or "time")
            elif isinstance(node, ast.ImportFrom) and node.module == "time":
                for alias in node.names:
                    if alias.name in CLOCKS:
                        self.clock_names.add(alias.asname or alias.name)
        self.timed_functions: set[str] = set()  # functions of the file that return a time
        self.scopes = [_Scope(self, nodes) for nodes in _scopes(tree)]
        changed = True
        while changed:  # a function found to return a time makes its callers' values times
            changed = False
            for scope in self.scopes:
                changed |= scope.settle()

    def is_clock(self, func: ast.expr) -> bool:
        name = _dotted(func)
        if name is None:
            return False
        if name in self.clock_names:
            return True
        head, _, attr = name.rpartition(".")
        return head in self.time_modules and attr in CLOCKS

    def comparisons(self) -> Iterator[ast.Compare]:
        for scope in self.scopes:
            yield from scope.comparisons()


class _Scope:
    """The names holding a time (or times) in one part of the file."""

    def __init__(self, module: _Module, nodes: list[ast.AST]) -> None:
        self.module = module
        self.nodes = [n for top in nodes for n in ast.walk(top)]
        self.clocks: set[str] = set()  # clock = time.perf_counter
        self.tainted: set[str] = set()

    def is_clock(self, func: ast.expr) -> bool:
        return self.module.is_clock(func) or _dotted(func) in self.clocks

    def timed(self, node: ast.expr | None) -> bool:
        """Whether the expression's value is (or holds) a wall-clock reading."""
        if node is None:
            return False
        if isinstance(node, ast.Call):
            if self.is_clock(node.func):
                return True
            last = (_dotted(node.func) or "").rpartition(".")[2]
            if last in self.module.timed_functions:
                return True
            if last in PASS_THROUGH:
                return any(self.timed(a) for a in node.args) or any(
                    self.timed(k.value) for k in node.keywords
                )
            return False
        if isinstance(node, (ast.Name, ast.Attribute)):
            return _dotted(node) in self.tainted
        if isinstance(node, (ast.Subscript, ast.Starred, ast.NamedExpr)):
            return self.timed(node.value)
        if isinstance(node, ast.BinOp):
            return self.timed(node.left) or self.timed(node.right)
        if isinstance(node, ast.UnaryOp):
            return self.timed(node.operand)
        if isinstance(node, ast.IfExp):
            return self.timed(node.body) or self.timed(node.orelse)
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(self.timed(e) for e in node.elts)
        if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            return self.timed(node.elt)
        return False

    def _mark(self, target: ast.expr) -> bool:
        """Taint the names a time is stored in (not a dict or list it is stored into by key:
        `data["saved_at"] = time.time()` leaves the rest of `data` alone); True when new."""
        if isinstance(target, (ast.Tuple, ast.List)):
            return any([self._mark(e) for e in target.elts])
        if isinstance(target, ast.Starred):
            return self._mark(target.value)
        name = _dotted(target)
        if name is None or name in self.tainted:
            return False
        self.tainted.add(name)
        return True

    def settle(self) -> bool:
        """Spread the taint through the scope until nothing changes; True when anything did."""
        any_change = False
        changed = True
        while changed:
            changed = False
            for node in self.nodes:
                if isinstance(node, ast.Assign):
                    if isinstance(node.value, (ast.Name, ast.Attribute)) and self.is_clock(
                        node.value
                    ):
                        for target in node.targets:
                            alias = _dotted(target)
                            if alias is not None and alias not in self.clocks:
                                self.clocks.add(alias)
                                changed = True
                    if self.timed(node.value):
                        changed |= any([self._mark(t) for t in node.targets])
                elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
                    if self.timed(node.value):
                        changed |= self._mark(node.target)
                elif isinstance(node, (ast.For, ast.comprehension)):
                    if self.timed(node.iter):
                        changed |= self._mark(node.target)
                elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                    if node.func.attr in FILLERS and any(self.timed(a) for a in node.args):
                        changed |= self._mark(node.func.value)
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    changed |= self._note_function(node)
            any_change |= changed
        return any_change

    def _note_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """A function that returns a time makes a time of every call to it; True when new."""
        if node.name in self.module.timed_functions:
            return False
        returns = [r.value for r in ast.walk(node) if isinstance(r, ast.Return)]
        if not any(self.timed(value) for value in returns):
            return False
        self.module.timed_functions.add(node.name)
        return True

    def comparisons(self) -> Iterator[ast.Compare]:
        for node in self.nodes:
            if not isinstance(node, ast.Compare):
                continue
            if all(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops):
                continue  # `started is None`: whether there is a time, not how much
            if self.timed(node.left) or any(self.timed(c) for c in node.comparators):
                yield node


def timing_comparisons(source: str) -> list[tuple[int, str]]:
    """(line, code) of each comparison of a wall-clock reading in the source."""
    tree = ast.parse(source)
    found = [
        (node.lineno, ast.get_source_segment(source, node) or ast.unparse(node))
        for node in _Module(tree).comparisons()
    ]
    return sorted(set(found))


def test_no_test_compares_wall_clock_time() -> None:
    files = sorted(TESTS.rglob("*.py"))
    assert len(files) > 50, "the tests were not found"
    found = [
        f"{path.relative_to(TESTS.parent)}:{line}: {code}"
        for path in files
        for line, code in timing_comparisons(path.read_text(encoding="utf-8"))
    ]
    assert not found, (
        "comparisons of wall-clock time in tests:\n" + "\n".join(found) + ("\n" + ADVICE)
    )


# -- the check itself finds what it is for --------------------------------------------------------
CAUGHT = {
    "a bound on a difference": """
        import time
        def test():
            start = time.perf_counter()
            work()
            assert time.perf_counter() - start < 0.5
    """,
    "an elapsed time in a name": """
        import time
        def test():
            started = time.monotonic()
            work()
            elapsed = time.monotonic() - started
            assert elapsed < 60
    """,
    "a clock imported by name": """
        from time import perf_counter as now
        def test():
            t0 = now()
            work()
            assert now() - t0 <= 2.0
    """,
    "a clock kept in a variable": """
        import time
        def test():
            clock = time.perf_counter
            t0 = clock()
            work()
            assert clock() - t0 < 1
    """,
    "the best of several timed runs": """
        import time
        def test():
            best = min(_timed() for _ in range(5))
            assert best < 0.05
        def _timed():
            start = time.perf_counter()
            work()
            return time.perf_counter() - start
    """,
    "gaps between recorded moments": """
        import time
        from itertools import pairwise
        def test():
            arrived = []
            signal.connect(lambda: arrived.append((time.perf_counter(), 1)))
            times = [at for at, _ in arrived]
            paced = [b - a for a, b in pairwise(times)]
            assert all(gap >= 0.25 for gap in paced), paced
    """,
    "a loop bounded by seconds": """
        import time
        def test():
            ended = time.perf_counter()
            while time.perf_counter() - ended < 30:
                step()
    """,
    "a deadline": """
        import time
        def collect(limit):
            deadline = time.perf_counter() + limit
            while time.perf_counter() < deadline:
                poll()
    """,
    "a module imported under another name": """
        import time as clocks
        def test():
            t = clocks.time()
            work()
            if clocks.time() - t > 5:
                raise AssertionError("slow")
    """,
}

LEFT_ALONE = {
    "a file made an hour old": """
        import os, time
        def test():
            an_hour_ago = time.time() - 3600
            os.utime(path, (an_hour_ago, an_hour_ago))
            assert len(found) == 1
    """,
    "a hang guard": """
        import subprocess
        def test():
            done = subprocess.run(command, timeout=300)
            assert done.returncode == 0
    """,
    "a clock the test moves": """
        class HandClock:
            def __init__(self):
                self.now = 1000.0
            def __call__(self):
                return self.now
        def test():
            clock = HandClock()
            clock.now += 1
            assert clock.now == 1001.0
    """,
    "counting recorded steps": """
        import time
        def test():
            times = [time.perf_counter() for _ in range(3)]
            assert len(times) == 3
    """,
}


def test_the_check_finds_each_way_of_timing_a_test() -> None:
    for name, source in CAUGHT.items():
        assert timing_comparisons(textwrap.dedent(source)), f"not found: {name}"
    for name, source in LEFT_ALONE.items():
        assert timing_comparisons(textwrap.dedent(source)) == [], f"found wrongly: {name}"
