"""The lattice's neighbours (same layer) and the sea points printed in straits, off the lattice
(map.toml [[sea_channels]])."""

from __future__ import annotations

from typing import Any

from ..board import Milepost
from ..coords import DIRECTIONS
from ..errors import MapError
from .reader import get, table_list
from .terrain import META


class MilepostRefs:
    """Milepost ids as written in the files, resolved to indices (a MapError if unknown)."""

    def __init__(self, mileposts: list[Milepost]) -> None:
        self.by_id = {m.id: m.index for m in mileposts}

    def __call__(self, file: str, record: str, mid: Any) -> int:
        if not isinstance(mid, str) or mid not in self.by_id:
            raise MapError(file, record, f"{mid!r} is not a milepost of this map")
        return self.by_id[mid]


def lattice_adjacency(mileposts: list[Milepost]) -> list[list[int]]:
    """Each lattice milepost's neighbours on its layer (q and r are whole numbers on the lattice)."""
    at = {(m.layer, m.q, m.r): m.index for m in mileposts}.get
    adjacency: list[list[int]] = [[] for _ in mileposts]
    for m in mileposts:
        layer, q, r = m.layer, m.q, m.r
        adjacency[m.index] = [n for dq, dr in DIRECTIONS if (n := at((layer, q + dq, r + dr))) is not None]
    return adjacency


def read_sea_channels(meta: dict[str, Any], mileposts: list[Milepost], adjacency: list[list[int]],
                      ref: MilepostRefs, layer_of_prefix: dict[str, str]) -> None:
    """Add the strait sea points to ``mileposts`` and link them (both lists grow in place)."""
    f = META
    layers = set(layer_of_prefix.values())
    for number, ch in enumerate(table_list(meta, "sea_channels", f), start=1):
        rec = f"sea channel #{number}"
        cid = get(ch, "id", str, f, rec)
        layer = get(ch, "layer", str, f, rec, "surface")
        try:
            pfx, qr = cid.split(":")
            cq, cr = (float(x) for x in qr.split(","))
        except ValueError:
            raise MapError(f, rec, f"id {cid!r} should look like c:33.5,11") from None
        if pfx in layer_of_prefix or layer not in layers:
            raise MapError(f, rec, f"{cid}: a channel needs its own prefix and a known layer")
        if cid in ref.by_id:
            raise MapError(f, rec, f"{cid} is defined twice")
        idx = len(mileposts)
        mileposts.append(Milepost(idx, cid, layer, cq, cr, "sea", None, channel=True))
        adjacency.append([])
        ref.by_id[cid] = idx
    for ch in table_list(meta, "sea_channels", f):
        rec = f"sea channel {ch['id']}"
        idx = ref.by_id[ch["id"]]
        for link in get(ch, "links", list, f, rec):
            other = ref(f, rec, link)
            if not mileposts[other].is_sea:
                raise MapError(f, rec, f"links to {link}, which is not a sea point")
            for a, b in ((idx, other), (other, idx)):
                if b not in adjacency[a]:
                    adjacency[a].append(b)
