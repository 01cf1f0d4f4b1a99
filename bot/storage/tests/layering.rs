//! No import circles among this crate's modules, folders included (the `layering`
//! crate's check).

#[test]
fn no_module_of_this_crate_imports_itself_round_a_circle() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    layering::assert_no_circles(&src);
}
