"""A tutorial's dock: the step, what to do, and the ways on (Next, start the step again, read
the rule, leave)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.i18n import translate
from .steps import NEXT, Step


class TutorialPanel(QWidget):
    next = Signal()
    again = Signal()
    leave = Signal()
    rule = Signal(str)

    def __init__(self, rule_title: Callable[[str], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rule = ""
        self.rule_title = rule_title  # the shell's rules text names the rule
        layout = QVBoxLayout(self)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        layout.addWidget(self.progress)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text_area = QScrollArea()  # a long text scrolls in a short dock, never cut off (1280x720)
        self.text_area.setWidget(self.text)
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.text_area, 1)
        self.read = QPushButton()
        self.read.setFlat(True)
        self.read.setStyleSheet("text-align: left; color: #0b57d0")
        self.read.clicked.connect(lambda: self.rule.emit(self._rule))
        layout.addWidget(self.read)
        self.next_button = QPushButton(translate("Tutorial", "Next"))
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next.emit)
        layout.addWidget(self.next_button)
        row = QHBoxLayout()
        self.again_button = QPushButton(translate("Tutorial", "Start this step again"))
        self.again_button.setToolTip(translate("Tutorial", "Take the game back to where this step began"))
        self.again_button.clicked.connect(self.again.emit)
        leave = QPushButton(translate("Tutorial", "Leave the tutorial"))
        leave.setToolTip(translate("Tutorial", "Stop here; Help > Tutorial picks it up where you were"))
        leave.clicked.connect(self.leave.emit)
        row.addWidget(self.again_button)
        row.addWidget(leave)
        layout.addLayout(row)
        self.setMinimumWidth(300)

    def show_step(self, index: int, count: int, step: Step) -> None:
        self.progress.setRange(0, count)
        self.progress.setValue(index + 1)
        self.progress.setFormat(translate("Tutorial", "Step {step} of {steps}").format(step=index + 1, steps=count))
        self.title.setText(f"<h3>{step.title}</h3>")
        if step.text != self.text.text():
            self.text.setText(step.text)
            self.text_area.verticalScrollBar().setValue(0)  # a new text is read from its top
        self._rule = step.rule
        self.read.setVisible(bool(step.rule))
        self.read.setText(translate("Tutorial", "Read the rule: {rule}").format(rule=self.rule_title(step.rule))
                          if step.rule else "")
        last = index == count - 1
        self.next_button.setVisible(step.done == NEXT)
        self.next_button.setText(translate("Tutorial", "Finish") if last else translate("Tutorial", "Next"))

        self.again_button.setVisible(step.done != NEXT)
