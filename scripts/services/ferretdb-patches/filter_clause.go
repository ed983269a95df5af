package sqlite

// Patched in by insolvenzmonitor's scripts/services/ferretdb.sh (patch 4).

import (
	"regexp"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
)

// plainField is a top-level field name that can stand in a JSON path as it is.
var plainField = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// maxFilterArgs bounds the values one pushed-down filter binds (typo variants: a few hundred per word).
const maxFilterArgs = 10_000

// filterClause narrows a query to the documents that may match its filter, in SQLite, before FerretDB decodes
// them: equalities, `$in` lists and range bounds of strings, integers (and booleans, equalities) on top-level
// fields, under `$and` and `$or`.
// Every matching document passes the clause (a superset: what cannot be expressed is left out, and an `$or` with
// such a branch is left out whole); the handler filters the documents again (backend contract). "" for a filter
// with nothing to narrow by.
func filterClause(filter *types.Document) (string, []any) {
	if filter.Len() == 0 {
		return "", nil
	}
	cond, args := documentCond(filter, 0)
	if cond == "" || len(args) > maxFilterArgs {
		return "", nil
	}
	return " WHERE " + cond, args
}

// documentCond: all of a filter document's conditions that can be expressed, ANDed; "" for none.
func documentCond(doc *types.Document, depth int) (string, []any) {
	if depth > 8 {
		return "", nil
	}
	var parts []string
	var args []any
	for _, key := range doc.Keys() {
		value, _ := doc.Get(key)
		var cond string
		var condArgs []any
		switch {
		case key == "$and":
			cond, condArgs = listCond(value, depth, " AND ", false)
		case key == "$or":
			cond, condArgs = listCond(value, depth, " OR ", true)
		case plainField.MatchString(key):
			cond, condArgs = fieldCond(key, value)
		}
		if cond != "" {
			parts = append(parts, cond)
			args = append(args, condArgs...)
		}
	}
	if len(parts) == 0 {
		return "", nil
	}
	return "(" + strings.Join(parts, " AND ") + ")", args
}

// listCond joins the conditions of an `$and` or `$or` list. For `$or` every branch must be expressed (a branch
// left out would drop documents it matches); for `$and` the expressed ones suffice.
func listCond(value any, depth int, join string, everyBranch bool) (string, []any) {
	list, ok := value.(*types.Array)
	if !ok || list.Len() == 0 {
		return "", nil
	}
	var parts []string
	var args []any
	for i := 0; i < list.Len(); i++ {
		item, _ := list.Get(i)
		doc, ok := item.(*types.Document)
		if !ok {
			return "", nil
		}
		cond, condArgs := documentCond(doc, depth+1)
		if cond == "" {
			if everyBranch {
				return "", nil
			}
			continue
		}
		parts = append(parts, cond)
		args = append(args, condArgs...)
	}
	if len(parts) == 0 {
		return "", nil
	}
	return "(" + strings.Join(parts, join) + ")", args
}

// fieldCond: a field's value (an equality) or its operators `$eq`, `$in` and the bounds of a range; the other
// operators are left out.
func fieldCond(field string, value any) (string, []any) {
	ops, ok := value.(*types.Document)
	if !ok {
		return valuesCond(field, []any{value})
	}
	var parts []string
	var args []any
	for _, op := range ops.Keys() {
		operand, _ := ops.Get(op)
		var cond string
		var condArgs []any
		switch op {
		case "$eq":
			cond, condArgs = valuesCond(field, []any{operand})
		case "$in":
			if list, ok := operand.(*types.Array); ok && list.Len() > 0 {
				values := make([]any, list.Len())
				for i := range values {
					values[i], _ = list.Get(i)
				}
				cond, condArgs = valuesCond(field, values)
			}
		case "$gt", "$gte", "$lt", "$lte":
			cond, condArgs = boundCond(field, op, operand)
		default:
			if !strings.HasPrefix(op, "$") {
				// An embedded document compared whole: not expressed.
				return "", nil
			}
		}
		if cond != "" {
			parts = append(parts, cond)
			args = append(args, condArgs...)
		}
	}
	if len(parts) == 0 {
		return "", nil
	}
	return strings.Join(parts, " AND "), args
}

// valuesCond: the field, or an element of it when it is an array, equals one of the values (MongoDB's equality
// on a field); "" when a value is of a type not expressed (null, double, date, document …). SQLite's json_each
// yields a scalar itself, an array's elements and an object's members (a superset, checked again by FerretDB).
func valuesCond(field string, values []any) (string, []any) {
	var texts, numbers []any
	var trueValue, falseValue bool
	for _, v := range values {
		switch v := v.(type) {
		case string:
			texts = append(texts, v)
		case int32:
			numbers = append(numbers, int64(v))
		case int64:
			numbers = append(numbers, v)
		case bool:
			if v {
				trueValue = true
			} else {
				falseValue = true
			}
		default:
			return "", nil
		}
	}
	var alternatives []string
	args := []any{"$." + field}
	if len(texts) > 0 {
		alternatives = append(alternatives, "(type = 'text' AND value IN ("+placeholders(len(texts))+"))")
		args = append(args, texts...)
	}
	if len(numbers) > 0 {
		alternatives = append(alternatives, "(type IN ('integer', 'real') AND value IN ("+placeholders(len(numbers))+"))")
		args = append(args, numbers...)
	}
	if trueValue {
		alternatives = append(alternatives, "type = 'true'")
	}
	if falseValue {
		alternatives = append(alternatives, "type = 'false'")
	}
	return "EXISTS (SELECT 1 FROM json_each(" + metadata.DefaultColumn + ", ?) WHERE " +
		strings.Join(alternatives, " OR ") + ")", args
}

// boundComparisons are the SQL comparisons of MongoDB's range operators.
var boundComparisons = map[string]string{"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}

// boundCond: the field, or an element of it, is a string (an integer) beyond the bound. Each bound of a range is
// its own condition: on an array MongoDB lets different elements satisfy them. Strings compare by their bytes in
// both (MongoDB without a collation, SQLite's BINARY). "" for a bound of another type.
func boundCond(field, op string, bound any) (string, []any) {
	var kind string
	switch v := bound.(type) {
	case string:
		kind = "type = 'text'"
	case int32:
		kind, bound = "type IN ('integer', 'real')", int64(v)
	case int64:
		kind = "type IN ('integer', 'real')"
	default:
		return "", nil
	}
	return "EXISTS (SELECT 1 FROM json_each(" + metadata.DefaultColumn + ", ?) WHERE " + kind + " AND value " +
		boundComparisons[op] + " ?)", []any{"$." + field, bound}
}

func placeholders(n int) string {
	return "?" + strings.Repeat(", ?", n-1)
}
