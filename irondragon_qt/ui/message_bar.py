"""The status bar's parts (issue 21): messages that wrap, so a refusal is read whole; the milepost
under the pointer, on one elided line; the zoom."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy

from ..engine.contract import GameBoard
from ..engine.i18n import translate
from ..uikit.view import BoardView

MESSAGE_LINES = 3  # the most lines a status message takes


class ElidedLabel(QLabel):
    """A one-line label that shows what fits of its text, ending in "…" (the text stays whole:
    text(), the tooltip)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(self.text()) <= self.contentsRect().width():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        shown = metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())
        painter.drawText(self.contentsRect(), int(self.alignment()), shown)


class MessageBar(QObject):
    """The window's status bar: its messages in a label that wraps (and in its tooltip), as
    QStatusBar's own one-line message cut them off; then the milepost and the zoom. The label
    takes the room the message had, so the status bar draws none of its own."""

    def __init__(self, window: QMainWindow, board: GameBoard) -> None:
        super().__init__(window)
        self.window = window
        self.board = board
        self.where = ElidedLabel()
        self.zoom_label = QLabel()
        self.message = QLabel()
        self.message.setObjectName("status-message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)  # never widens the window
        self.message.setFixedHeight(self.message.fontMetrics().lineSpacing())
        bar = window.statusBar()
        bar.insertPermanentWidget(0, self.message, 1)
        bar.messageChanged.connect(self.show_message)
        self.message.installEventFilter(self)  # narrower (the milepost's text grew): wrapped anew
        bar.addPermanentWidget(self.where)  # messages keep the left, unhidden
        bar.addPermanentWidget(self.zoom_label)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.message and event.type() == QEvent.Type.Resize:
            self._fit_message()  # its height only grows: the status bar is laid out once more at most
        return super().eventFilter(watched, event)

    def show_message(self, text: str) -> None:
        """The whole message, on as many lines as it needs (up to MESSAGE_LINES); the bar's height
        only grows, so the board's view is not resized again with every message."""
        self.message.setText(text)
        self.message.setToolTip(text)
        if not text:
            return
        if not self.message.isVisible() or self.message.width() < 100:  # not laid out yet: once it is
            QTimer.singleShot(0, self._fit_message)
            return
        self._fit_message()

    def _fit_message(self) -> None:
        text = self.message.text()
        width = self.message.width()
        if not text or width < 100:
            return
        metrics = self.message.fontMetrics()
        needed = metrics.boundingRect(QRect(0, 0, width, 10000), Qt.TextFlag.TextWordWrap, text).height()
        height = min(needed, MESSAGE_LINES * metrics.lineSpacing())
        if height > self.message.height():
            self.message.setFixedHeight(height)

    def show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(translate("MainWindow", "Zoom {percent}%").format(percent=round(zoom * 100)))


    def show_milepost(self, index: int | None) -> None:
        """The milepost under the pointer, described on one line."""
        if index is None:
            self.where.clear()
            return
        view = self.window.centralWidget()  # the board view: it knows what the place is, on any board
        text = " · ".join(view.lines_at(index)) if isinstance(view, BoardView) else str(index)
        self.where.setText(text)
        self.where.setToolTip(text)
        # a label of fixed size is not laid out again when its text changes (the whole status bar
        # would be, on every mouse move): its width only grows, with the longest text yet, up to a
        # third of the window's (the messages keep the rest); one line, elided beyond that
        most = max(160, self.window.width() // 3)
        hint = self.where.sizeHint()
        wider = hint.width() > self.where.maximumWidth() and self.where.maximumWidth() < most
        if wider or self.where.maximumHeight() != hint.height():
            self.where.setFixedSize(min(most, max(hint.width(), self.where.minimumWidth())), hint.height())
            bar = self.window.statusBar().layout()
            if bar is not None:  # laid out now: QStatusBar re-lays out on a request only when its height
                bar.activate()  # changes, so the message kept its old width under the grown label
