"""Iron Dragon Qt: a desktop edition of the crayon-rail board game Iron Dragon."""

__version__ = "0.1.0"
