//! Looks inside an animated GIF: prints each frame's rectangle and delay, and with an
//! output folder writes the screen after chosen frames as PNG (the frames composited as a
//! viewer shows them).
//!
//! `cargo run -p render --example gif_frames -- REPLAY.gif [OUT_DIR [N,N,…]]`

use std::error::Error;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args_os().skip(1);
    let Some(input) = args.next().map(PathBuf::from) else {
        return Err("usage: gif_frames REPLAY.gif [OUT_DIR [N,N,…]]".into());
    };
    let out = args.next().map(PathBuf::from);
    let wanted: Option<Vec<usize>> = args.next().and_then(|s| {
        s.to_str()
            .map(|s| s.split(',').filter_map(|n| n.parse().ok()).collect())
    });
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(std::fs::File::open(&input)?)?;
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let global = decoder
        .global_palette()
        .map(<[u8]>::to_vec)
        .unwrap_or_default();
    let mut screen = vec![0u8; width * height * 3];
    let mut n = 0usize;
    let mut changed_total = 0usize;
    while let Some(frame) = decoder.read_next_frame()? {
        let palette = frame.palette.clone().unwrap_or_else(|| global.clone());
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        let fw = usize::from(frame.width);
        let mut changed = 0;
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            changed += 1;
            let (x, y) = (left + i % fw, top + i / fw);
            if x < width && y < height {
                let at = 3 * (y * width + x);
                let from = 3 * usize::from(index);
                screen[at..at + 3].copy_from_slice(&palette[from..from + 3]);
            }
        }
        changed_total += changed;
        println!(
            "frame {n:4}: {}x{} at ({left},{top}), {changed} pixels set, delay {} cs",
            frame.width, frame.height, frame.delay
        );
        if let Some(dir) = &out {
            if wanted.as_ref().is_none_or(|w| w.contains(&n)) {
                std::fs::create_dir_all(dir)?;
                let path = dir.join(format!("frame-{n:04}.png"));
                let file = std::io::BufWriter::new(std::fs::File::create(&path)?);
                let mut png = png::Encoder::new(file, width as u32, height as u32);
                png.set_color(png::ColorType::Rgb);
                png.write_header()?.write_image_data(&screen)?;
            }
        }
        n += 1;
    }
    println!("{n} frames, {width}x{height}, {changed_total} pixels set in all");
    Ok(())
}
