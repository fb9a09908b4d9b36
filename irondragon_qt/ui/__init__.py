"""The Qt user interface. It shows the model and asks it; it decides no rule."""
