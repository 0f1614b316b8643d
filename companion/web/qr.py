"""The join QR code as SVG (qrcode's SVG factory: no Pillow needed)."""
from __future__ import annotations

import io

import qrcode
import qrcode.image.svg


def svg(url: str) -> bytes:
    image = qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=10, border=2)
    buffer = io.BytesIO()
    image.save(buffer)
    return buffer.getvalue()


def terminal(url: str) -> str:
    """The same code as text, for the terminal that starts the server."""
    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.make(fit=True)
    out = io.StringIO()
    code.print_ascii(out=out, invert=True)
    return out.getvalue()
