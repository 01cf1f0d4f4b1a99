//! Reads a catalogue's messages and the variables each uses, so tests can check that
//! every locale has the same ids with the same variables.

use crate::words::WordsError;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::HashMap;

/// Message id → sorted, deduplicated variable names (terms are skipped).
pub fn variables(source: &str) -> Result<HashMap<String, Vec<String>>, WordsError> {
    let resource = fluent_syntax::parser::parse(source)
        .map_err(|(_, errors)| WordsError(format!("{errors:?}")))?;
    let mut out = HashMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut vars = Vec::new();
            if let Some(value) = &message.value {
                pattern(value, &mut vars);
            }
            for attribute in &message.attributes {
                pattern(&attribute.value, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.insert(message.id.name.to_string(), vars);
        }
    }
    Ok(out)
}

fn pattern(p: &Pattern<&str>, vars: &mut Vec<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, vars);
        }
    }
}

fn expr(e: &Expression<&str>, vars: &mut Vec<String>) {
    match e {
        Expression::Inline(inline) => inline_expr(inline, vars),
        Expression::Select { selector, variants } => {
            inline_expr(selector, vars);
            for variant in variants {
                pattern(&variant.value, vars);
            }
        }
    }
}

fn inline_expr(e: &InlineExpression<&str>, vars: &mut Vec<String>) {
    match e {
        InlineExpression::VariableReference { id } => vars.push(id.name.to_string()),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_expr(a, vars);
            }
            for a in &arguments.named {
                inline_expr(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expr(expression, vars),
        _ => {}
    }
}
