"""The games bundled with the app, each a pack on the engine (``engine.registry``). Importing this
package registers them all. Packs import the engine, never each other;
this package imports only them."""

from . import german_railways, iron_dragon

__all__ = ["german_railways", "iron_dragon"]
