#!/usr/bin/env python3
"""Module circles and the largest files of the crate's library (src/, without the binaries).

Reads every `crate::…`, `super::…`, `self::…` and child-module path of src/**/*.rs (in `use`
statements and in code; comments and string literals are ignored), resolves re-exports
(`pub use`) to the module that defines the item, and builds a graph whose nodes are the
second-level modules (`engine::position`, `app::state`, `ui::url`; a file directly under src/,
such as `sort`, is a node of its own). A circle is a set of nodes that reach each other; for
each one an example cycle is printed with a path that makes each of its steps. Circles among
the first-level modules (`engine`, `ai`, `app`, `ui`, …) are listed too.

Exit status: 0 without circles, 1 with any, 2 on bad arguments.

    scripts/check-layers.py            # the repository's src/
    scripts/check-layers.py --src DIR  # another tree (e.g. a copy)
    scripts/check-layers.py --top 15   # list the 15 largest files (default 10)
    scripts/check-layers.py --verbose  # every use inside a circle, not one per step
"""

import argparse
import os
import re
import signal
import sys

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_code(text):
    """The text with comments, string and char literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    depth = 0  # nested block comments
    while i < n:
        c = text[i]
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if text.startswith("/*", i):
            depth = 1
            i += 2
            continue
        raw = re.match(r'(?:b?r)(#*)"', text[i:]) if c in "rb" and (i == 0 or not re.match(r"\w", text[i - 1])) else None
        if raw:
            end = '"' + raw.group(1)
            j = text.find(end, i + raw.end())
            j = n if j < 0 else j + len(end)
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j]))
            i = j
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append("".join("\n" if ch == "\n" else " " for ch in text[i:j]))
            i = j
            continue
        if c == "'":
            m = re.match(r"'(?:\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|.)|[^\\'\n])'", text[i:])
            if m:
                out.append(" " * len(m.group(0)))
                i += len(m.group(0))
                continue
        out.append(c)
        i += 1
    return "".join(out)


def split_top(s, sep=","):
    """Splits `s` at `sep` outside braces."""
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def use_paths(tree, prefix=()):
    """The paths of a `use` tree, as (segments, name it is known by)."""
    tree = re.sub(r"\s*::\s*", "::", tree.strip())
    if tree.startswith("::"):
        tree = tree[2:]
    brace = tree.find("{")
    if brace >= 0 and tree.endswith("}"):
        head = [s for s in tree[:brace].split("::") if s]
        out = []
        for sub in split_top(tree[brace + 1 : -1]):
            out.extend(use_paths(sub, prefix + tuple(head)))
        return out
    alias = None
    m = re.fullmatch(r"(.*?)\s+as\s+(" + IDENT + r")", tree)
    if m:
        tree, alias = m.group(1), m.group(2)
    segs = prefix + tuple(s.strip() for s in tree.split("::") if s.strip())
    if segs and segs[-1] == "self":
        segs = segs[:-1]
    name = alias or (segs[-1] if segs else None)
    return [(segs, None if name == "_" else name)]


class Module:
    def __init__(self, path, file):
        self.path = path  # tuple of segments, () for the crate root
        self.file = file
        self.children = set()
        self.reexports = {}  # name -> absolute segments
        self.aliases = {}  # name -> absolute segments (every `use`)
        self.refs = []  # (raw segments, line)


def load(src):
    """The modules of src/ (files, and inline `mod name { … }` blocks)."""
    modules = {}
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames.sort()
        rel = os.path.relpath(dirpath, src)
        parts = () if rel == "." else tuple(rel.split(os.sep))
        if parts[:1] == ("bin",):
            continue
        for f in sorted(filenames):
            if not f.endswith(".rs"):
                continue
            if parts == () and f == "main.rs":
                continue
            if parts == () and f == "lib.rs":
                path = ()
            elif f == "mod.rs":
                path = parts
            else:
                path = parts + (f[:-3],)
            modules[path] = Module(path, os.path.join(dirpath, f))
    for path in list(modules):
        if path:
            modules.setdefault(path[:-1], Module(path[:-1], None)).children.add(path[-1])
    files = [m for m in modules.values() if m.file]
    for m in files:
        with open(m.file, encoding="utf-8") as fh:
            code = strip_code(fh.read())
        scan(code, m, modules)
    return modules


USE = re.compile(r"\b(pub(?:\s*\([^)]*\))?\s+)?use\s+([^;]+);")
MOD_BLOCK = re.compile(r"\bmod\s+(" + IDENT + r")\s*\{")
PATH = re.compile(r"(?<![\w:])(" + IDENT + r")((?:\s*::\s*" + IDENT + r")+)")


def scan(code, file_module, modules):
    """Records the uses and paths of one file, inline modules included."""
    # Inline modules: the byte ranges of `mod name { … }` blocks.
    blocks = []
    for m in MOD_BLOCK.finditer(code):
        depth, j = 0, m.end() - 1
        while j < len(code):
            if code[j] == "{":
                depth += 1
            elif code[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        blocks.append((m.start(), j, m.group(1)))

    def module_at(pos):
        path = file_module.path
        for start, end, name in blocks:
            if start <= pos <= end:
                path = path + (name,)
        return modules.setdefault(path, Module(path, file_module.file))

    for start, _, name in blocks:
        parent = module_at(start - 1) if start else file_module
        parent.children.add(name)

    def line(pos):
        return code.count("\n", 0, pos) + 1

    rest = list(code)
    for u in USE.finditer(code):
        mod = module_at(u.start())
        for segs, name in use_paths(u.group(2)):
            if not segs:
                continue
            mod.refs.append((segs, line(u.start()), name, bool(u.group(1))))
        for k in range(u.start(), u.end()):
            if rest[k] != "\n":
                rest[k] = " "
    rest = "".join(rest)
    for p in PATH.finditer(rest):
        segs = (p.group(1),) + tuple(s for s in re.split(r"\s*::\s*", p.group(2)) if s)
        module_at(p.start()).refs.append((segs, line(p.start()), None, False))


def absolute(modules, mod, segs):
    """The absolute segments of `segs` as written in `mod`, or None (another crate)."""
    head, tail = segs[0], list(segs[1:])
    if head == "crate":
        base = ()
    elif head == "self":
        base = mod.path
    elif head == "super":
        base = mod.path[:-1]
        while tail and tail[0] == "super":
            base, tail = base[:-1], tail[1:]
    elif head in mod.children:
        base, tail = mod.path + (head,), tail
    elif head in mod.aliases:
        base, tail = mod.aliases[head], tail
    else:
        return None
    return tuple(base) + tuple(tail)


def defining_module(modules, segs, depth=0):
    """The module that defines what `segs` names (following `pub use`)."""
    k = len(segs)
    while k > 0 and tuple(segs[:k]) not in modules:
        k -= 1
    mod, rest = tuple(segs[:k]), list(segs[k:])
    if rest and depth < 16:
        target = modules[mod].reexports.get(rest[0]) if mod in modules else None
        if target is not None and tuple(target) != tuple(segs):
            return defining_module(modules, tuple(target) + tuple(rest[1:]), depth + 1)
    return mod


def node(path):
    return "::".join(path[:2]) if path else "crate"


def graph(modules):
    # Aliases and re-exports first (they are needed to resolve other paths).
    for _ in range(3):
        for mod in modules.values():
            for segs, _, name, public in mod.refs:
                if name is None or name == "*":
                    continue
                a = absolute(modules, mod, segs)
                if a is None:
                    continue
                mod.aliases[name] = a
                if public:
                    mod.reexports[name] = a
    edges = {}
    for mod in modules.values():
        for segs, ln, _, _ in mod.refs:
            if segs[-1:] == ("*",):
                segs = segs[:-1]
            a = absolute(modules, mod, segs)
            if a is None:
                continue
            target = defining_module(modules, a)
            src, dst = node(mod.path), node(target)
            if src == dst or mod.path[: len(target)] == target:
                continue  # the module itself, or one of its parents
            where = f"{os.path.relpath(mod.file)}:{ln} {'::'.join(segs)}"
            edges.setdefault(src, {}).setdefault(dst, []).append(where)
    return edges


def circles(edges):
    """Strongly connected components with more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]
    nodes = sorted(set(edges) | {d for e in edges.values() for d in e})

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, {})):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    return out


def example_cycle(edges, comp):
    """A shortest cycle through the first node of `comp`, inside `comp`."""
    start, members = comp[0], set(comp)
    prev, queue = {start: None}, [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges.get(v, {})):
            if w not in members:
                continue
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [start]
            if w not in prev:
                prev[w] = v
                queue.append(w)
    return comp + [start]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--src", default=os.path.join(here, "..", "src"))
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--verbose", action="store_true", help="every use that makes a step of a circle")
    args = ap.parse_args()
    if not os.path.isdir(args.src):
        print(f"check-layers: no such directory: {args.src}", file=sys.stderr)
        return 2
    modules = load(args.src)
    edges = graph(modules)
    found = 0
    for title, graph_edges in (
        ("second-level modules", edges),
        ("first-level modules", top_level(edges)),
    ):
        comps = circles(graph_edges)
        found += len(comps)
        if not comps:
            print(f"no circles among {title}")
            continue
        print(f"{len(comps)} circle(s) among {title}:")
        for comp in comps:
            cyc = example_cycle(graph_edges, comp)
            print(f"  {' <-> '.join(comp)}")
            print(f"    e.g. {' -> '.join(cyc)}; the uses inside the circle:")
            members = set(comp)
            for a in comp:
                for b in sorted(d for d in graph_edges.get(a, {}) if d in members):
                    wheres = graph_edges[a][b]
                    shown = wheres if args.verbose else wheres[:1]
                    more = "" if args.verbose or len(wheres) == 1 else f" (+{len(wheres) - 1} more)"
                    print(f"    {a} -> {b}: {shown[0]}{more}")
                    for w in shown[1:]:
                        print(f"    {' ' * len(a + ' -> ' + b)}  {w}")
    sizes = []
    for dirpath, _, filenames in os.walk(args.src):
        for f in filenames:
            if f.endswith(".rs"):
                p = os.path.join(dirpath, f)
                with open(p, encoding="utf-8") as fh:
                    sizes.append((sum(1 for _ in fh), os.path.relpath(p, os.path.join(args.src, ".."))))
    sizes.sort(key=lambda s: (-s[0], s[1]))
    print("largest files (lines):")
    for n, p in sizes[: args.top]:
        print(f"  {n:6} {p}")
    return 1 if found else 0


def top_level(edges):
    out = {}
    for a, ds in edges.items():
        for b, where in ds.items():
            ta, tb = a.split("::")[0], b.split("::")[0]
            if ta != tb:
                out.setdefault(ta, {}).setdefault(tb, []).extend(where)
    return out


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends quietly
    sys.exit(main())
