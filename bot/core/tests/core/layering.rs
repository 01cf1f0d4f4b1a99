//! No import circles among this crate's modules, folders included (the `layering`
//! crate's check, whose own tests show what it reads); the layers are described at the
//! top of `src/lib.rs`.

use std::path::Path;

#[test]
fn no_module_of_this_crate_imports_itself_round_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = layering::edges(&src);
    assert!(
        found
            .get("words::refusals")
            .is_some_and(|to| to.contains("error")),
        "the reader sees `crate::` paths inside folders: {found:?}"
    );
    assert!(
        found.get("actions").is_some_and(|to| to.contains("clock")),
        "the reader sees `super::` paths: {found:?}"
    );
    layering::assert_no_circles(&src);
}
