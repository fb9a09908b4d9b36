"""The games bundled with the app, each a pack on the engine (``engine.registry``). Importing this
package registers them all: every folder here with an ``__init__.py`` is a pack, found, not listed
(issue 44), so a third game is added by adding its folder. Packs import the engine, never each
other; this package imports only them."""

from importlib import import_module
from pkgutil import iter_modules

__all__ = sorted(m.name for m in iter_modules(__path__) if m.ispkg)

for _name in __all__:  # in the same order everywhere: the registry's order never depends on the disk's
    import_module(f"{__name__}.{_name}")
