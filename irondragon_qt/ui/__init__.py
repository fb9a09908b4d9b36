"""The Qt interface: it shows the model and asks it every rule question. May import the model;
the model never imports this."""
