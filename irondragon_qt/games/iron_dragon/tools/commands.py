"""The commands of Iron Dragon alone (``engine.contract.RouteTools``): ``irondragon route`` and
``best-network``, handed over by the pack when one of them is run."""

from .best_network import run_best_network
from .route import run_route

__all__ = ["run_best_network", "run_route"]
