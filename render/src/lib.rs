//! Board images: View -> SVG -> PNG. Being written (issue 2).
