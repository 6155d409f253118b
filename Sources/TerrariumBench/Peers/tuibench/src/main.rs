//! tui-rs 0.19 (the code ratatui forked from: the same `Buffer::diff` and crossterm draw loop)
//! running terrarium-bench's list workload.
//!
//! usage: tuibench N WIDTH HEIGHT
//!
//! N rows `row      i lorem ipsum dolor sit amet` in a bordered list titled `rows`, row 0
//! highlighted in blue. Prints one line: the first frame, an unchanged redraw, the median of 200
//! one-row updates (`rows[3]` becomes `row      3 CHANGED k`), and a scroll by one row; each as
//! milliseconds and bytes. The bytes go to a counter, not a terminal.
use std::cell::Cell;
use std::io::{self, Write};
use std::process::exit;
use std::rc::Rc;
use std::time::Instant;
use tui::backend::CrosstermBackend;
use tui::layout::Rect;
use tui::style::{Color, Style};
use tui::widgets::{Block, Borders, List, ListItem, ListState};
use tui::{Terminal, TerminalOptions, Viewport};

/// A writer that only counts bytes, standing in for the terminal.
struct Counter(Rc<Cell<usize>>);

impl Write for Counter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.set(self.0.get() + bytes.len());
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

type Term = Terminal<CrosstermBackend<Counter>>;

/// Draws one frame and returns its time in milliseconds and its bytes.
fn frame(
    term: &mut Term,
    count: &Rc<Cell<usize>>,
    rows: &[String],
    state: &mut ListState,
) -> io::Result<(f64, usize)> {
    let before = count.get();
    let start = Instant::now();
    // Immediate mode: the app builds every list item again each frame, as ratatui apps do.
    term.draw(|f| {
        let items: Vec<ListItem> = rows.iter().map(|r| ListItem::new(r.as_str())).collect();
        let list = List::new(items)
            .block(Block::default().borders(Borders::ALL).title("rows"))
            .highlight_style(Style::default().bg(Color::Blue));
        f.render_stateful_widget(list, f.size(), state);
    })?;
    Ok((start.elapsed().as_secs_f64() * 1e3, count.get() - before))
}

/// The argument at `index` as a number, or the usage and exit.
fn argument<T: std::str::FromStr>(args: &[String], index: usize) -> T {
    match args.get(index).map(|a| a.parse()) {
        Some(Ok(value)) if args.len() == 4 => value,
        _ => {
            eprintln!("usage: tuibench N WIDTH HEIGHT   (e.g. tuibench 100000 200 60)");
            exit(2)
        }
    }
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = argument(&args, 1);
    let (width, height): (u16, u16) = (argument(&args, 2), argument(&args, 3));
    let mut rows: Vec<String> = (0..n)
        .map(|i| format!("row {:6} lorem ipsum dolor sit amet", i))
        .collect();
    let count = Rc::new(Cell::new(0usize));
    let mut term = Terminal::with_options(
        CrosstermBackend::new(Counter(count.clone())),
        TerminalOptions {
            viewport: Viewport::fixed(Rect::new(0, 0, width, height)),
        },
    )?;
    let mut state = ListState::default();
    state.select(Some(0));

    let (first_ms, first_bytes) = frame(&mut term, &count, &rows, &mut state)?;
    let (same_ms, same_bytes) = frame(&mut term, &count, &rows, &mut state)?;
    let (mut times, mut bytes) = (vec![], vec![]);
    for k in 0..200 {
        rows[3] = format!("row      3 CHANGED {}", k % 10);
        let (ms, b) = frame(&mut term, &count, &rows, &mut state)?;
        times.push(ms);
        bytes.push(b);
    }
    // Scroll: the selection moves past the viewport, then down one more row, so every visible
    // row shifts by one in the timed frame.
    state.select(Some(height as usize * 2));
    frame(&mut term, &count, &rows, &mut state)?;
    state.select(Some(height as usize * 2 + 1));
    let (scroll_ms, scroll_bytes) = frame(&mut term, &count, &rows, &mut state)?;
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    bytes.sort();
    println!(
        "tui-rs-0.19 list N={:6} {}x{}: first-frame {:7.3} ms {:6} B | unchanged redraw {:6.3} ms {} B | \
         1-row update med {:6.3} ms {} B | scroll-by-1 {:6.3} ms {} B",
        n,
        width,
        height,
        first_ms,
        first_bytes,
        same_ms,
        same_bytes,
        times[times.len() / 2],
        bytes[bytes.len() / 2],
        scroll_ms,
        scroll_bytes
    );
    Ok(())
}
