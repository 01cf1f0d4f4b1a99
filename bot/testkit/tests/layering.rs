//! No import circles among the testkit's modules.

#[test]
fn no_module_of_this_crate_imports_itself_round_a_circle() {
    layering::assert_no_circles(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}
