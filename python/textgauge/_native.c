/*
 * textgauge._native: the package's one binding to libtextgauge (textgauge.h),
 * a CPython extension on the stable ABI of 3.10 (setup.py defines
 * Py_LIMITED_API; one cp310-abi3 wheel for every CPython from 3.10 on). The
 * bundled library is linked by its soname and found beside this module
 * (rpath $ORIGIN).
 *
 * - measure, width, gb18030_length, emoji_count: the public per-call
 *   functions themselves (the package re-exports them): they parse their
 *   arguments and raise what the package documents.
 * - the other functions are primitives that _metrics.py, _emoji.py,
 *   _policy.py and _columns.py call after checking their arguments in
 *   Python; they still check types themselves, so that no call from Python
 *   can crash the interpreter.
 * - PolicyHandle owns a tg_policy, freed by close or when it is collected.
 * - the column functions read an Arrow array or stream through the Arrow
 *   PyCapsule interface (the C data interface's structs, in place), or a
 *   list of str, and call the tg_*_column functions.
 *
 * Names (metrics, emoji policies, ambiguous modes) are not written here:
 * they are read from the package's one list of them (_metrics.METRICS,
 * _metrics.AMBIGUOUS, _emoji.POLICIES) at first use; the library's status
 * codes come from textgauge.h.
 *
 * A str's UTF-8 is the one CPython keeps on the object
 * (PyUnicode_AsUTF8AndSize: for ASCII its own buffer; for other text an
 * encoding made once and cached on the str), never a copy per call.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#include "textgauge.h"

/* CPython 3.9 (built without the limited API) has no such flag: a
 * PolicyHandle made from Python there holds no policy and is closed. */
#ifndef Py_TPFLAGS_DISALLOW_INSTANTIATION
#define Py_TPFLAGS_DISALLOW_INSTANTIATION 0
#endif

/* ---- Arrow's C data interface (https://arrow.apache.org/docs/format/CDataInterface.html) ---- */

#ifndef ARROW_C_DATA_INTERFACE
#define ARROW_C_DATA_INTERFACE
#define ARROW_FLAG_DICTIONARY_ORDERED 1
#define ARROW_FLAG_NULLABLE 2
#define ARROW_FLAG_MAP_KEYS_SORTED 4

struct ArrowSchema {
  const char *format;
  const char *name;
  const char *metadata;
  int64_t flags;
  int64_t n_children;
  struct ArrowSchema **children;
  struct ArrowSchema *dictionary;
  void (*release)(struct ArrowSchema *);
  void *private_data;
};

struct ArrowArray {
  int64_t length;
  int64_t null_count;
  int64_t offset;
  int64_t n_buffers;
  int64_t n_children;
  const void **buffers;
  struct ArrowArray **children;
  struct ArrowArray *dictionary;
  void (*release)(struct ArrowArray *);
  void *private_data;
};
#endif

#ifndef ARROW_C_STREAM_INTERFACE
#define ARROW_C_STREAM_INTERFACE
struct ArrowArrayStream {
  int (*get_schema)(struct ArrowArrayStream *, struct ArrowSchema *out);
  int (*get_next)(struct ArrowArrayStream *, struct ArrowArray *out);
  const char *(*get_last_error)(struct ArrowArrayStream *);
  void (*release)(struct ArrowArrayStream *);
  void *private_data;
};
#endif

/* ---- Calling back into the package --------------------------------------------------------- */

/* module.function(*args), a new reference or NULL. */
static PyObject *call_python(const char *module_name, const char *function, const char *format, ...) {
  PyObject *module = PyImport_ImportModule(module_name);
  if (!module) return NULL;
  PyObject *callable = PyObject_GetAttrString(module, function);
  Py_DECREF(module);
  if (!callable) return NULL;
  va_list arguments;
  va_start(arguments, format);
  PyObject *tuple = Py_VaBuildValue(format, arguments);
  va_end(arguments);
  PyObject *result = NULL;
  if (tuple) {
    result = PyObject_CallObject(callable, PyTuple_Check(tuple) ? tuple : NULL);
    Py_DECREF(tuple);
  }
  Py_DECREF(callable);
  return result;
}

/* Raises the exception of a library status (_errors.check: a TextGaugeError
 * subclass with the library's message); `row` < 0 for none. Returns NULL. */
static PyObject *raise_status(int code, const char *what, Py_ssize_t row) {
  PyObject *result = row < 0 ? call_python("textgauge._errors", "check", "(is)", code, what)
                             : call_python("textgauge._errors", "check", "(isn)", code, what, row);
  Py_XDECREF(result);
  if (!PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "libtextgauge status %d raised nothing", code);
  return NULL;
}

/* The int a Python check returned, or -1 with an exception set. */
static int checked_int(PyObject *result, int *out) {
  if (!result) return -1;
  long value = PyLong_AsLong(result);
  Py_DECREF(result);
  if (value == -1 && PyErr_Occurred()) return -1;
  *out = (int)value;
  return 0;
}

/* ---- Names, from the package's one list ---------------------------------------------------- */

typedef struct {
  const char *module;    /* where the dict is */
  const char *attribute; /* the dict: name -> C value */
  const char *check;     /* module.check(value, function): the value, or the exception */
  PyObject *names;       /* the dict, once read */
} NameTable;

static NameTable metric_names = {"textgauge._metrics", "METRICS", "metric_value", NULL};
static NameTable ambiguous_names = {"textgauge._metrics", "AMBIGUOUS", "ambiguous_value", NULL};
static NameTable emoji_policy_names = {"textgauge._emoji", "POLICIES", "policy_value", NULL};

/* The C value of a name: a str of the table (one dict look-up, the fast
 * path), else what the package's check says (TypeError, ValueError with
 * the names, or the value). 0, or -1 with an exception set. */
static int name_value(NameTable *table, PyObject *value, const char *function, int *out) {
  if (!table->names) {
    PyObject *module = PyImport_ImportModule(table->module);
    if (!module) return -1;
    PyObject *names = PyObject_GetAttrString(module, table->attribute);
    Py_DECREF(module);
    if (!names) return -1;
    if (!PyDict_Check(names)) {
      Py_DECREF(names);
      PyErr_Format(PyExc_SystemError, "%s.%s is not a dict", table->module, table->attribute);
      return -1;
    }
    table->names = names;
  }
  if (PyUnicode_CheckExact(value)) {
    PyObject *found = PyDict_GetItemWithError(table->names, value);
    if (found && PyLong_CheckExact(found)) {
      long number = PyLong_AsLong(found);
      if (number == -1 && PyErr_Occurred()) return -1;
      *out = (int)number;
      return 0;
    }
    if (PyErr_Occurred()) return -1;
  }
  return checked_int(call_python(table->module, table->check, "(Os)", value, function), out);
}

/* ---- Text arguments -------------------------------------------------------------------------- */

/* A str's UTF-8 (a lone surrogate: UnicodeEncodeError, as str.encode
 * raises); anything else: TypeError as _checks.text words it. */
static int text_utf8(PyObject *value, const char *function, const char *argument, const char **text,
                     Py_ssize_t *length) {
  if (!PyUnicode_Check(value)) {
    PyObject *result = call_python("textgauge._checks", "text", "(Oss)", value, function, argument);
    Py_XDECREF(result);
    if (!PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "%s(): text check passed a non-str", function);
    return -1;
  }
  *text = PyUnicode_AsUTF8AndSize(value, length);
  return *text ? 0 : -1;
}

/*
 * The arguments (text, OPTION) of a public per-call function, positional or
 * by keyword, as inspect.signature shows them. The fast path, one
 * positional str, reads nothing else.
 */
static int parse(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, const char *function,
                 const char *option, const char **text, Py_ssize_t *length, PyObject **value) {
  PyObject *given_text = nargs >= 1 ? args[0] : NULL;
  *value = NULL;
  if (nargs > 2) {
    PyErr_Format(PyExc_TypeError, "%s() takes at most 2 arguments (%zd given)", function, nargs);
    return -1;
  }
  if (nargs == 2) *value = args[1];
  if (kwnames) {
    Py_ssize_t count = PyTuple_Size(kwnames);
    for (Py_ssize_t i = 0; i < count; i++) {
      PyObject *key = PyTuple_GetItem(kwnames, i);
      const char *utf8 = PyUnicode_AsUTF8AndSize(key, NULL);
      if (!utf8) PyErr_Clear();
      PyObject **slot;
      const char *name;
      if (utf8 && strcmp(utf8, "text") == 0) {
        slot = &given_text;
        name = "text";
      } else if (utf8 && strcmp(utf8, option) == 0) {
        slot = value;
        name = option;
      } else {
        PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument %R", function, key);
        return -1;
      }
      if (*slot) {
        PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%s'", function, name);
        return -1;
      }
      *slot = args[nargs + i];
    }
  }
  if (!given_text) {
    PyErr_Format(PyExc_TypeError, "%s() missing required argument 'text' (pos 1)", function);
    return -1;
  }
  return text_utf8(given_text, function, "text", text, length);
}

/* ---- The public per-call functions ----------------------------------------------------------- */

static PyObject *width(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *ambiguous;
  if (parse(args, nargs, kwnames, "width", "ambiguous", &text, &length, &ambiguous)) return NULL;
  int wide = 0;
  if (ambiguous && name_value(&ambiguous_names, ambiguous, "width", &wide)) return NULL;
  size_t out;
  int code = tg_width(text, (size_t)length, wide, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : raise_status(code, "", -1);
}

static PyObject *measure(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *name;
  if (parse(args, nargs, kwnames, "measure", "metric", &text, &length, &name)) return NULL;
  int metric = TG_METRIC_CHARACTERS;
  if (name && name_value(&metric_names, name, "measure", &metric)) return NULL;
  size_t out;
  int code = tg_measure(text, (size_t)length, metric, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : raise_status(code, "", -1);
}

static PyObject *emoji_count(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *name;
  if (parse(args, nargs, kwnames, "emoji_count", "policy", &text, &length, &name)) return NULL;
  int policy = TG_EMOJI_STANDARD;
  if (name && name_value(&emoji_policy_names, name, "emoji_count", &policy)) return NULL;
  size_t out;
  int code = tg_emoji_count(text, (size_t)length, policy, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : raise_status(code, "", -1);
}

static PyObject *gb18030_length(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *edition;
  if (parse(args, nargs, kwnames, "gb18030_length", "edition", &text, &length, &edition)) return NULL;
  int year = 2022;
  if (edition) {
    /* An exact int of the three years at once; anything else as
     * _metrics.edition_value says (a numpy int taken, a bool refused). */
    long given = PyLong_CheckExact(edition) ? PyLong_AsLong(edition) : -1;
    if (given == 2000 || given == 2005 || given == 2022) {
      year = (int)given;
    } else {
      PyErr_Clear();
      if (checked_int(call_python("textgauge._metrics", "edition_value", "(O)", edition), &year)) return NULL;
    }
  }
  size_t out;
  int code = tg_gb18030_length(text, (size_t)length, year, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : raise_status(code, "", -1);
}

/* ---- Primitives of the Python modules (arguments already checked there) ---------------------- */

static PyObject *library_version(PyObject *module, PyObject *unused) {
  (void)module, (void)unused;
  return PyUnicode_FromString(tg_library_version());
}

static PyObject *unicode_version(PyObject *module, PyObject *unused) {
  (void)module, (void)unused;
  return PyUnicode_FromString(tg_unicode_version());
}

static PyObject *error_string(PyObject *module, PyObject *args) {
  (void)module;
  int code;
  if (!PyArg_ParseTuple(args, "i:error_string", &code)) return NULL;
  return PyUnicode_FromString(tg_error_string(code));
}

static PyObject *preset_names(PyObject *module, PyObject *unused) {
  (void)module, (void)unused;
  size_t count = tg_preset_count();
  PyObject *list = PyList_New((Py_ssize_t)count);
  if (!list) return NULL;
  for (size_t i = 0; i < count; i++) {
    const char *name = tg_preset_name(i);
    PyObject *item = PyUnicode_FromString(name ? name : "");
    if (!item) {
      Py_DECREF(list);
      return NULL;
    }
    PyList_SetItem(list, (Py_ssize_t)i, item);
  }
  return list;
}

/* prefix_of(text, metric, budget): the longest prefix of text within budget, a str. */
static PyObject *prefix_of(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given;
  int metric;
  long long budget;
  const char *text;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "OiL:prefix_of", &given, &metric, &budget)) return NULL;
  if (text_utf8(given, "prefix", "text", &text, &length)) return NULL;
  size_t out;
  int code = tg_prefix(text, (size_t)length, metric, (int64_t)budget, &out);
  if (code != TG_OK) return raise_status(code, "", -1);
  if (out > (size_t)length) return raise_status(TG_ERR_ARGUMENT, "prefix", -1);
  return PyUnicode_DecodeUTF8(text, (Py_ssize_t)out, "strict");
}

/* contains(text, policy): bool. */
static PyObject *contains(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given;
  int policy;
  const char *text;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "Oi:contains", &given, &policy)) return NULL;
  if (text_utf8(given, "contains_emoji", "text", &text, &length)) return NULL;
  int out;
  int code = tg_emoji_contains(text, (size_t)length, policy, &out);
  if (code != TG_OK) return raise_status(code, "", -1);
  return PyBool_FromLong(out);
}

/* newest_version(text, policy): major * 100 + minor, 0 none, -1 unknown. */
static PyObject *newest_version(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given;
  int policy;
  const char *text;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "Oi:newest_version", &given, &policy)) return NULL;
  if (text_utf8(given, "newest_emoji_version", "text", &text, &length)) return NULL;
  int out;
  int code = tg_emoji_newest_version(text, (size_t)length, policy, &out);
  if (code != TG_OK) return raise_status(code, "", -1);
  return PyLong_FromLong(out);
}

/* matches(text, policy): a list of (start_scalars, end_scalars, kind,
 * status, is_rgi, version_major, version_minor, name or None, start, end). */
static PyObject *matches(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given;
  int policy;
  const char *text;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "Oi:matches", &given, &policy)) return NULL;
  if (text_utf8(given, "emoji_matches", "text", &text, &length)) return NULL;
  tg_emoji_match *array = NULL;
  size_t count = 0;
  int code = tg_emoji_matches(text, (size_t)length, policy, &array, &count);
  if (code != TG_OK) return raise_status(code, "", -1);
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t i = 0; list && i < count; i++) {
    const tg_emoji_match *m = &array[i];
    PyObject *item = Py_BuildValue("(nniiiiiznn)", (Py_ssize_t)m->start_scalars, (Py_ssize_t)m->end_scalars, m->kind,
                                   m->status, m->is_rgi, m->version_major, m->version_minor, m->name,
                                   (Py_ssize_t)m->start, (Py_ssize_t)m->end);
    if (!item) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)i, item);
  }
  tg_emoji_matches_free(array, count);
  return list;
}

/* ---- Emoji names and search ------------------------------------------------------------------ */

static PyObject *emoji_locales(PyObject *module, PyObject *unused) {
  (void)module, (void)unused;
  size_t count = tg_emoji_locale_count();
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t i = 0; list && i < count; i++) {
    const char *name = tg_emoji_locale_name(i);
    PyObject *item = PyUnicode_FromString(name ? name : "");
    if (!item) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)i, item);
  }
  return list;
}

/* A locale argument: None (NULL) or a str without NUL, as UTF-8. */
static int locale_utf8(PyObject *value, const char **out) {
  *out = NULL;
  if (value == Py_None) return 0;
  Py_ssize_t length;
  if (text_utf8(value, "emoji locale", "locale", out, &length)) return -1;
  if (strlen(*out) != (size_t)length) {
    PyErr_SetString(PyExc_ValueError, "an emoji locale holds no NUL");
    return -1;
  }
  return 0;
}

/* emoji_name(emoji, locale or None): the name, or None for no RGI emoji. */
static PyObject *emoji_name(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given, *locale_value;
  const char *text, *locale;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "OO:emoji_name", &given, &locale_value)) return NULL;
  if (text_utf8(given, "emoji_name", "emoji", &text, &length) || locale_utf8(locale_value, &locale)) return NULL;
  char *out = NULL;
  int code = tg_emoji_name(text, (size_t)length, locale, &out);
  if (code != TG_OK) return raise_status(code, "emoji_name", -1);
  if (!out) Py_RETURN_NONE;
  PyObject *result = PyUnicode_FromString(out);
  tg_string_free(out);
  return result;
}

/* emoji_search(query, locale or None, expand_skin_tones): the emoji, best first. */
static PyObject *emoji_search(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given, *locale_value;
  int expand;
  const char *text, *locale;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "OOp:emoji_search", &given, &locale_value, &expand)) return NULL;
  if (text_utf8(given, "emoji_search", "query", &text, &length) || locale_utf8(locale_value, &locale)) return NULL;
  char **results = NULL;
  size_t count = 0;
  int code = tg_emoji_search(text, (size_t)length, locale, expand, &results, &count);
  if (code != TG_OK) return raise_status(code, "emoji_search", -1);
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t i = 0; list && i < count; i++) {
    PyObject *item = PyUnicode_FromString(results[i] ? results[i] : "");
    if (!item) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)i, item);
  }
  tg_emoji_search_free(results, count);
  return list;
}

/* ---- Policies -------------------------------------------------------------------------------- */

/*
 * A tg_policy owned by Python. Every call holds the GIL while it looks at
 * the handle; a column call lets the GIL go while the library works, and
 * counts itself in `busy` first: close() from another thread meanwhile
 * marks the handle closed and the last call out frees it. So a closed or
 * collected Policy is never read after it is freed, whatever the threads.
 */
typedef struct {
  PyObject_HEAD
  tg_policy *policy;
  Py_ssize_t busy;
  int closed;
} PolicyHandle;

static PyObject *policy_handle_type; /* the heap type, made at import */

static void policy_handle_dealloc(PyObject *self) {
  PolicyHandle *handle = (PolicyHandle *)self;
  tg_policy_free(handle->policy);
  handle->policy = NULL;
  PyTypeObject *type = Py_TYPE(self);
  freefunc free_function = (freefunc)PyType_GetSlot(type, Py_tp_free);
  free_function(self);
  Py_DECREF(type);
}

static PyType_Slot policy_handle_slots[] = {
    {Py_tp_dealloc, (void *)policy_handle_dealloc},
    {Py_tp_doc, (void *)"A tg_policy of libtextgauge (textgauge.Policy holds one); freed by close or collection."},
    {0, NULL},
};

static PyType_Spec policy_handle_spec = {
    "textgauge._native.PolicyHandle", sizeof(PolicyHandle), 0, Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION,
    policy_handle_slots,
};

static PyObject *adopt_policy(tg_policy *policy) {
  PolicyHandle *handle = PyObject_New(PolicyHandle, (PyTypeObject *)policy_handle_type);
  if (!handle) {
    tg_policy_free(policy);
    return NULL;
  }
  handle->policy = policy;
  handle->busy = 0;
  handle->closed = 0;
  return (PyObject *)handle;
}

/* The open tg_policy of a PolicyHandle, else NULL with ValueError (closed)
 * or TypeError (not a handle). */
static tg_policy *live_policy(PyObject *value) {
  if (!PyObject_TypeCheck(value, (PyTypeObject *)policy_handle_type)) {
    PyErr_SetString(PyExc_TypeError, "expected a textgauge._native.PolicyHandle");
    return NULL;
  }
  PolicyHandle *handle = (PolicyHandle *)value;
  if (handle->closed || !handle->policy) {
    PyErr_SetString(PyExc_ValueError, "the Policy is closed");
    return NULL;
  }
  return handle->policy;
}

/* A failed tg_policy_from_json / tg_policy_preset: PolicyError with the library's message. */
static PyObject *policy_failure(int code, char *message) {
  if (code == TG_ERR_POLICY) {
    PyObject *exception = call_python("textgauge._errors", "policy_error", "(s)", message ? message : "");
    tg_string_free(message);
    if (exception) {
      PyErr_SetObject((PyObject *)Py_TYPE(exception), exception);
      Py_DECREF(exception);
    }
    return NULL;
  }
  tg_string_free(message);
  return raise_status(code, "", -1);
}

static PyObject *policy_from_json(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given;
  const char *json;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "O:policy_from_json", &given)) return NULL;
  if (text_utf8(given, "Policy.from_json", "json", &json, &length)) return NULL;
  tg_policy *policy = NULL;
  char *message = NULL;
  int code = tg_policy_from_json(json, (size_t)length, &policy, &message);
  if (code != TG_OK) return policy_failure(code, message);
  tg_string_free(message);
  return adopt_policy(policy);
}

static PyObject *policy_preset(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *given;
  long long maximum;
  const char *name;
  Py_ssize_t length;
  if (!PyArg_ParseTuple(args, "OL:policy_preset", &given, &maximum)) return NULL;
  if (text_utf8(given, "Policy.preset", "name", &name, &length)) return NULL;
  if (strlen(name) != (size_t)length) {
    PyErr_SetString(PyExc_ValueError, "a preset's name holds no NUL");
    return NULL;
  }
  tg_policy *policy = NULL;
  char *message = NULL;
  int code = tg_policy_preset(name, (int64_t)maximum, &policy, &message);
  if (code != TG_OK) return policy_failure(code, message);
  tg_string_free(message);
  return adopt_policy(policy);
}

/* Frees the handle now, or when the last column call using it returns. Idempotent. */
static PyObject *policy_close(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *value;
  if (!PyArg_ParseTuple(args, "O!:policy_close", (PyTypeObject *)policy_handle_type, &value)) return NULL;
  PolicyHandle *handle = (PolicyHandle *)value;
  handle->closed = 1;
  if (handle->busy == 0) {
    tg_policy_free(handle->policy);
    handle->policy = NULL;
  }
  Py_RETURN_NONE;
}

/* The tg_policy pointer as an int (distinct per live handle); ValueError once closed. */
static PyObject *policy_address(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *value;
  if (!PyArg_ParseTuple(args, "O:policy_address", &value)) return NULL;
  tg_policy *policy = live_policy(value);
  return policy ? PyLong_FromVoidPtr(policy) : NULL;
}

static PyObject *policy_json(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *value;
  if (!PyArg_ParseTuple(args, "O:policy_json", &value)) return NULL;
  tg_policy *policy = live_policy(value);
  if (!policy) return NULL;
  char *out = NULL;
  int code = tg_policy_json(policy, &out);
  if (code != TG_OK) return raise_status(code, "", -1);
  PyObject *result = PyUnicode_FromString(out ? out : "");
  tg_string_free(out);
  return result;
}

/* The handle and the text of a policy_* call on a text. */
static tg_policy *policy_text(PyObject *args, const char *format, const char *function, const char **text,
                              Py_ssize_t *length) {
  PyObject *value, *given;
  if (!PyArg_ParseTuple(args, format, &value, &given)) return NULL;
  tg_policy *policy = live_policy(value);
  if (!policy) return NULL;
  if (text_utf8(given, function, "text", text, length)) return NULL;
  return policy;
}

/* The (rule, kind, message, offset_scalars, offset_utf8, offset_utf16,
 * offset_characters) tuples of `count` violations; NULL with an exception set. */
static PyObject *violation_tuples(const tg_violation *array, size_t count) {
  PyObject *list = PyList_New((Py_ssize_t)count);
  for (size_t i = 0; list && i < count; i++) {
    const tg_violation *v = &array[i];
    PyObject *item = Py_BuildValue("(sssnnnn)", v->rule ? v->rule : "", v->kind ? v->kind : "",
                                   v->message ? v->message : "", (Py_ssize_t)v->offset_scalars,
                                   (Py_ssize_t)v->offset_utf8, (Py_ssize_t)v->offset_utf16,
                                   (Py_ssize_t)v->offset_characters);
    if (!item) {
      Py_CLEAR(list);
      break;
    }
    PyList_SetItem(list, (Py_ssize_t)i, item);
  }
  return list;
}

/* policy_check(handle, text): a list of (rule, kind, message, offset_scalars,
 * offset_utf8, offset_utf16, offset_characters). */
static PyObject *policy_check(PyObject *module, PyObject *args) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  tg_policy *policy = policy_text(args, "OO:policy_check", "Policy.check", &text, &length);
  if (!policy) return NULL;
  tg_violation *array = NULL;
  size_t count = 0;
  int code = tg_policy_check(policy, text, (size_t)length, &array, &count);
  if (code != TG_OK) return raise_status(code, "", -1);
  PyObject *list = violation_tuples(array, count);
  tg_violations_free(array, count);
  return list;
}

/* policy_edit(handle, text, utf16_location, utf16_length, replacement,
 * composing): tg_policy_edit as (decision, adjusted text or None,
 * caret_utf16, violation tuples). The str offsets are converted in
 * _policy.py, which checked every argument. */
static PyObject *policy_edit(PyObject *module, PyObject *args) {
  (void)module;
  PyObject *value, *given_text, *given_replacement;
  Py_ssize_t location, span;
  int composing;
  if (!PyArg_ParseTuple(args, "OOnnOp:policy_edit", &value, &given_text, &location, &span, &given_replacement,
                        &composing))
    return NULL;
  tg_policy *policy = live_policy(value);
  if (!policy) return NULL;
  const char *text, *replacement;
  Py_ssize_t length, replacement_length;
  if (text_utf8(given_text, "Policy.edit", "text", &text, &length)) return NULL;
  if (text_utf8(given_replacement, "Policy.edit", "replacement", &replacement, &replacement_length)) return NULL;
  if (location < 0 || span < 0) return raise_status(TG_ERR_ARGUMENT, "Policy.edit", -1);
  tg_edit edit;
  int code = tg_policy_edit(policy, text, (size_t)length, (size_t)location, (size_t)span, replacement,
                            (size_t)replacement_length, composing, &edit);
  if (code != TG_OK) return raise_status(code, "", -1);
  PyObject *adjusted = edit.text ? PyUnicode_DecodeUTF8(edit.text, (Py_ssize_t)edit.text_length, "strict")
                                 : Py_NewRef(Py_None);
  PyObject *violations = violation_tuples(edit.violations, edit.violation_count);
  PyObject *result = NULL;
  if (adjusted && violations)
    result = Py_BuildValue("(iOnO)", edit.decision, adjusted, (Py_ssize_t)edit.caret_utf16, violations);
  Py_XDECREF(adjusted);
  Py_XDECREF(violations);
  tg_edit_free(&edit);
  return result;
}

static PyObject *policy_accepts(PyObject *module, PyObject *args) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  tg_policy *policy = policy_text(args, "OO:policy_accepts", "Policy.accepts", &text, &length);
  if (!policy) return NULL;
  int out;
  int code = tg_policy_accepts(policy, text, (size_t)length, &out);
  if (code != TG_OK) return raise_status(code, "", -1);
  return PyBool_FromLong(out);
}

static PyObject *policy_sanitize(PyObject *module, PyObject *args) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  tg_policy *policy = policy_text(args, "OO:policy_sanitize", "Policy.sanitize", &text, &length);
  if (!policy) return NULL;
  char *out = NULL;
  size_t out_length = 0;
  int code = tg_policy_sanitize(policy, text, (size_t)length, &out, &out_length);
  if (code != TG_OK) return raise_status(code, "", -1);
  PyObject *result = PyUnicode_DecodeUTF8(out ? out : "", out ? (Py_ssize_t)out_length : 0, "strict");
  tg_string_free(out);
  return result;
}

static PyObject *policy_prefix(PyObject *module, PyObject *args) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  tg_policy *policy = policy_text(args, "OO:policy_prefix", "Policy.prefix", &text, &length);
  if (!policy) return NULL;
  size_t out;
  int code = tg_policy_prefix(policy, text, (size_t)length, &out);
  if (code != TG_OK) return raise_status(code, "", -1);
  if (out > (size_t)length) return raise_status(TG_ERR_ARGUMENT, "Policy.prefix", -1);
  return PyUnicode_DecodeUTF8(text, (Py_ssize_t)out, "strict");
}

/* ---- Columns --------------------------------------------------------------------------------- */

enum { COLUMN_MEASURE = 0, COLUMN_EMOJI_COUNT = 1, COLUMN_NEWEST_VERSION = 2, COLUMN_ACCEPTS = 3 };

/* What a column call computes, and where its results go. */
typedef struct {
  int kind;               /* COLUMN_* */
  int argument;           /* the metric or emoji policy */
  tg_policy *policy;      /* COLUMN_ACCEPTS */
  const char *function;   /* for messages: "measure_column" */
  PyObject *out;          /* a bytearray of int64, one per row so far */
  Py_ssize_t rows;        /* rows written to out */
} Column;

/* Room for `rows` more results at the end of out; their address, or NULL
 * with MemoryError. */
static int64_t *reserve(Column *column, int64_t rows) {
  if (rows < 0 || rows > (PY_SSIZE_T_MAX / 8) - column->rows) {
    PyErr_NoMemory();
    return NULL;
  }
  Py_ssize_t total = column->rows + (Py_ssize_t)rows;
  if (PyByteArray_Resize(column->out, total * 8) < 0) return NULL;
  return (int64_t *)PyByteArray_AsString(column->out) + column->rows;
}

/* One library call over `rows` rows in Arrow's string layout (`large`:
 * int64 offsets), the GIL released while it works. */
static int call_column(const Column *column, int large, const void *offsets, const uint8_t *data,
                       const uint8_t *validity, size_t validity_offset, size_t rows, int64_t *out,
                       size_t *error_row) {
  int code = TG_ERR_ARGUMENT;
  Py_BEGIN_ALLOW_THREADS;
  switch (column->kind * 2 + large) {
  case COLUMN_MEASURE * 2:
    code = tg_measure_column(offsets, data, validity, validity_offset, rows, column->argument, out, error_row);
    break;
  case COLUMN_MEASURE * 2 + 1:
    code = tg_measure_column_large(offsets, data, validity, validity_offset, rows, column->argument, out, error_row);
    break;
  case COLUMN_EMOJI_COUNT * 2:
    code = tg_emoji_count_column(offsets, data, validity, validity_offset, rows, column->argument, out, error_row);
    break;
  case COLUMN_EMOJI_COUNT * 2 + 1:
    code = tg_emoji_count_column_large(offsets, data, validity, validity_offset, rows, column->argument, out,
                                       error_row);
    break;
  case COLUMN_NEWEST_VERSION * 2:
    code = tg_emoji_newest_version_column(offsets, data, validity, validity_offset, rows, column->argument, out,
                                          error_row);
    break;
  case COLUMN_NEWEST_VERSION * 2 + 1:
    code = tg_emoji_newest_version_column_large(offsets, data, validity, validity_offset, rows, column->argument,
                                                out, error_row);
    break;
  case COLUMN_ACCEPTS * 2:
    code = tg_policy_accepts_column(column->policy, offsets, data, validity, validity_offset, rows, out, error_row);
    break;
  case COLUMN_ACCEPTS * 2 + 1:
    code = tg_policy_accepts_column_large(column->policy, offsets, data, validity, validity_offset, rows, out,
                                          error_row);
    break;
  }
  Py_END_ALLOW_THREADS;
  return code;
}

/* The exception of a failed column call; `first` is the column's row of the call's row 0. */
static int column_failure(int code, Py_ssize_t first, size_t error_row) {
  raise_status(code, "column", first + (Py_ssize_t)error_row);
  return -1;
}

/*
 * Rows copied into a buffer of Arrow's large_string layout, measured a
 * block at a time: a list of str (each str's UTF-8), and a string_view
 * array (its views resolved). At most `SCRATCH_BYTES` of text (or one
 * row, when a row is longer) and `SCRATCH_ROWS` rows are held at once.
 */
#define SCRATCH_BYTES (1 << 20)
#define SCRATCH_ROWS 4096

typedef struct {
  int64_t offsets[SCRATCH_ROWS + 1];
  uint8_t validity[SCRATCH_ROWS / 8];
  uint8_t *data;
  size_t capacity;
  size_t rows, bytes;
  int nulls;
  Py_ssize_t first; /* the column's row of scratch row 0 */
} Scratch;

static Scratch *scratch_new(Column *column) {
  Scratch *scratch = PyMem_Calloc(1, sizeof(Scratch));
  if (!scratch) {
    PyErr_NoMemory();
    return NULL;
  }
  scratch->first = column->rows;
  return scratch;
}

static void scratch_free(Scratch *scratch) {
  if (!scratch) return;
  PyMem_Free(scratch->data);
  PyMem_Free(scratch);
}

/* Measures the rows held and empties the scratch. */
static int scratch_flush(Column *column, Scratch *scratch) {
  if (scratch->rows == 0) return 0;
  int64_t *out = reserve(column, (int64_t)scratch->rows);
  if (!out) return -1;
  size_t error_row = 0;
  int code = call_column(column, 1, scratch->offsets, scratch->data, scratch->nulls ? scratch->validity : NULL, 0,
                         scratch->rows, out, &error_row);
  if (code != TG_OK) return column_failure(code, scratch->first, error_row);
  column->rows += (Py_ssize_t)scratch->rows;
  scratch->first = column->rows;
  scratch->rows = 0;
  scratch->bytes = 0;
  scratch->nulls = 0;
  return 0;
}

/* Appends a row (NULL text: a null). */
static int scratch_append(Column *column, Scratch *scratch, const char *text, size_t length) {
  if (scratch->rows == SCRATCH_ROWS || (scratch->rows > 0 && scratch->bytes + length > SCRATCH_BYTES)) {
    if (scratch_flush(column, scratch)) return -1;
  }
  size_t needed = scratch->bytes + length;
  if (needed > scratch->capacity) {
    size_t capacity = needed > SCRATCH_BYTES ? needed : SCRATCH_BYTES;
    uint8_t *data = PyMem_Realloc(scratch->data, capacity ? capacity : 1);
    if (!data) {
      PyErr_NoMemory();
      return -1;
    }
    scratch->data = data;
    scratch->capacity = capacity;
  }
  size_t row = scratch->rows;
  uint8_t bit = (uint8_t)(1u << (row & 7));
  if (text) {
    if (length) memcpy(scratch->data + scratch->bytes, text, length);
    scratch->bytes += length;
    scratch->validity[row >> 3] |= bit;
  } else {
    scratch->validity[row >> 3] &= (uint8_t)~bit;
    scratch->nulls = 1;
  }
  scratch->offsets[row + 1] = (int64_t)scratch->bytes;
  scratch->rows = row + 1;
  return 0;
}

static PyObject *type_name(PyObject *value) {
  return PyObject_GetAttrString((PyObject *)Py_TYPE(value), "__name__");
}

/* column_list(kind, argument, rows, function): a list of str and nulls
 * (None, or what _columns._is_missing says is missing) -> a bytearray of
 * int64. */
static int read_list(Column *column, PyObject *list) {
  Scratch *scratch = scratch_new(column);
  if (!scratch) return -1;
  int status = 0;
  for (Py_ssize_t i = 0; status == 0 && i < PyList_Size(list); i++) {
    PyObject *item = PyList_GetItem(list, i);
    if (!item) {
      status = -1;
      break;
    }
    Py_INCREF(item);
    if (PyUnicode_Check(item)) {
      Py_ssize_t length;
      const char *text = PyUnicode_AsUTF8AndSize(item, &length);
      status = text ? scratch_append(column, scratch, text, (size_t)length) : -1;
    } else if (item == Py_None) {
      status = scratch_append(column, scratch, NULL, 0);
    } else {
      PyObject *missing = call_python("textgauge._columns", "_is_missing", "(O)", item);
      int is_missing = missing ? PyObject_IsTrue(missing) : -1;
      Py_XDECREF(missing);
      if (is_missing == 1) {
        status = scratch_append(column, scratch, NULL, 0);
      } else {
        if (is_missing == 0) {
          PyObject *name = type_name(item);
          if (name) {
            PyErr_Format(PyExc_TypeError, "%s() argument 'values': row %zd is a %U, not a str or a null",
                         column->function, i, name);
            Py_DECREF(name);
          }
        }
        status = -1;
      }
    }
    Py_DECREF(item);
  }
  if (status == 0) status = scratch_flush(column, scratch);
  scratch_free(scratch);
  return status;
}

/* A name for an Arrow format string, for messages. */
static PyObject *format_name(const char *format) {
  static const struct {
    const char *format, *name;
  } names[] = {
      {"n", "null"},       {"b", "bool"},         {"c", "int8"},     {"C", "uint8"},     {"s", "int16"},
      {"S", "uint16"},     {"i", "int32"},        {"I", "uint32"},   {"l", "int64"},     {"L", "uint64"},
      {"e", "halffloat"},  {"f", "float"},        {"g", "double"},   {"z", "binary"},    {"Z", "large_binary"},
      {"vz", "binary_view"}, {"u", "string"},     {"U", "large_string"}, {"vu", "string_view"},
      {"tdD", "date32[day]"}, {"+l", "list"},     {"+L", "large_list"}, {"+s", "struct"},
  };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(format, names[i].format) == 0) return PyUnicode_FromString(names[i].name);
  return PyUnicode_FromFormat("the Arrow format '%s'", format);
}

/* TypeError naming the Arrow type (its format, or `description` when given). */
static int wrong_arrow_type(const Column *column, const char *format, const char *description) {
  PyObject *name = description ? PyUnicode_FromString(description) : format_name(format);
  if (name) {
    PyErr_Format(PyExc_TypeError, "%s() argument 'values' must be an Arrow string or large_string array, not %U",
                 column->function, name);
    Py_DECREF(name);
  }
  return -1;
}

static int malformed(const Column *column, const char *what) {
  PyErr_Format(PyExc_ValueError, "%s() argument 'values': a malformed Arrow array (%s)", column->function, what);
  return -1;
}

/* Whether row (offset + i) of an Arrow validity bitmap is null. */
static int is_null(const uint8_t *validity, int64_t bit) {
  return validity && !(validity[bit >> 3] & (1u << (bit & 7)));
}

static int read_array(Column *column, const struct ArrowSchema *schema, const struct ArrowArray *array,
                      int64_t shift, int64_t length, int depth);

/* A string_view array: its views resolved into the scratch, checked
 * against the data buffers' sizes. */
static int read_views(Column *column, const struct ArrowArray *array, int64_t offset, int64_t length) {
  if (array->n_buffers < 3) return malformed(column, "a string_view array with fewer than 3 buffers");
  const uint8_t *validity = array->null_count == 0 ? NULL : array->buffers[0];
  const uint8_t *views = array->buffers[1];
  int64_t variadic = array->n_buffers - 3;
  const int64_t *sizes = array->buffers[array->n_buffers - 1];
  if (!views || (variadic > 0 && !sizes)) return malformed(column, "a string_view array without its buffers");
  Scratch *scratch = scratch_new(column);
  if (!scratch) return -1;
  int status = 0;
  for (int64_t i = 0; status == 0 && i < length; i++) {
    int64_t row = offset + i;
    if (is_null(validity, row)) {
      status = scratch_append(column, scratch, NULL, 0);
      continue;
    }
    const uint8_t *view = views + row * 16;
    int32_t size, index, start;
    memcpy(&size, view, 4);
    if (size < 0) {
      status = malformed(column, "a negative string_view length");
    } else if (size <= 12) {
      status = scratch_append(column, scratch, (const char *)view + 4, (size_t)size);
    } else {
      memcpy(&index, view + 8, 4);
      memcpy(&start, view + 12, 4);
      const uint8_t *data = index >= 0 && index < variadic ? array->buffers[2 + index] : NULL;
      if (!data || start < 0 || (int64_t)start + size > sizes[index]) {
        status = malformed(column, "a string_view outside its data buffers");
      } else {
        status = scratch_append(column, scratch, (const char *)data + start, (size_t)size);
      }
    }
  }
  if (status == 0) status = scratch_flush(column, scratch);
  scratch_free(scratch);
  return status;
}

/* A dictionary-encoded array of strings: the dictionary measured once,
 * then each row's index looked up. */
static int read_dictionary(Column *column, const struct ArrowSchema *schema, const struct ArrowArray *array,
                           int64_t offset, int64_t length, int depth) {
  const char *format = schema->format;
  int width;
  int is_signed = 1;
  switch (format[0]) {
  case 'c': width = 1; break;
  case 'C': width = 1, is_signed = 0; break;
  case 's': width = 2; break;
  case 'S': width = 2, is_signed = 0; break;
  case 'i': width = 4; break;
  case 'I': width = 4, is_signed = 0; break;
  case 'l': width = 8; break;
  case 'L': width = 8, is_signed = 0; break;
  default: return malformed(column, "a dictionary's indices are not integers");
  }
  if (format[1] != '\0') return malformed(column, "a dictionary's indices are not integers");
  if (array->n_buffers < 2 || (length > 0 && !array->buffers[1]))
    return malformed(column, "a dictionary array without its indices");
  /* The dictionary's own results, in a column of their own. */
  Column values = *column;
  values.out = PyByteArray_FromStringAndSize(NULL, 0);
  values.rows = 0;
  if (!values.out) return -1;
  if (read_array(&values, schema->dictionary, array->dictionary, 0, array->dictionary->length, depth + 1)) {
    Py_DECREF(values.out);
    return -1;
  }
  const int64_t *known = (const int64_t *)PyByteArray_AsString(values.out);
  int64_t count = values.rows;
  int64_t *out = reserve(column, length);
  if (!out) {
    Py_DECREF(values.out);
    return -1;
  }
  const uint8_t *validity = array->null_count == 0 ? NULL : array->buffers[0];
  const uint8_t *indices = array->buffers[1];
  for (int64_t i = 0; i < length; i++) {
    int64_t row = offset + i;
    if (is_null(validity, row)) {
      out[i] = -1;
      continue;
    }
    int64_t index;
    const uint8_t *at = indices + row * width;
    switch (width * 2 + is_signed) {
    case 2: index = *(const uint8_t *)at; break;
    case 3: index = *(const int8_t *)at; break;
    case 4: { uint16_t v; memcpy(&v, at, 2); index = v; break; }
    case 5: { int16_t v; memcpy(&v, at, 2); index = v; break; }
    case 8: { uint32_t v; memcpy(&v, at, 4); index = v; break; }
    case 9: { int32_t v; memcpy(&v, at, 4); index = v; break; }
    case 16: { uint64_t v; memcpy(&v, at, 8); index = v > INT64_MAX ? -1 : (int64_t)v; break; }
    default: { int64_t v; memcpy(&v, at, 8); index = v; break; }
    }
    if (index < 0 || index >= count) {
      Py_DECREF(values.out);
      PyErr_Format(PyExc_ValueError, "%s() argument 'values': row %zd has a dictionary index out of range",
                   column->function, column->rows + (Py_ssize_t)i);
      return -1;
    }
    out[i] = known[index];
  }
  Py_DECREF(values.out);
  column->rows += (Py_ssize_t)length;
  return 0;
}

/*
 * Rows [shift, shift + length) of an Arrow array (its own offset added),
 * appended to the column's results. string and large_string go to the
 * library in place; string_view through the scratch; a dictionary of
 * strings by its dictionary; the null type as nulls; a struct of one field
 * (a one-column table, as DuckDB and pyarrow's tables export) as that field,
 * null where the struct is.
 */
static int read_array(Column *column, const struct ArrowSchema *schema, const struct ArrowArray *array,
                      int64_t shift, int64_t length, int depth) {
  if (!schema || !array || !schema->format || depth > 4) return malformed(column, "no schema or array");
  if (array->offset < 0 || array->length < 0 || shift < 0 || length < 0 ||
      shift + length > array->length)
    return malformed(column, "a negative length or offset");
  int64_t offset = array->offset + shift;
  const char *format = schema->format;
  if (schema->dictionary) {
    if (!array->dictionary) return malformed(column, "a dictionary type without its dictionary");
    return read_dictionary(column, schema, array, offset, length, depth);
  }
  if (strcmp(format, "n") == 0) {
    int64_t *out = reserve(column, length);
    if (!out) return -1;
    for (int64_t i = 0; i < length; i++) out[i] = -1;
    column->rows += (Py_ssize_t)length;
    return 0;
  }
  if (strcmp(format, "+s") == 0) {
    if (schema->n_children != 1 || array->n_children != 1)
      return wrong_arrow_type(column, format, "a struct of several fields");
    Py_ssize_t first = column->rows;
    if (read_array(column, schema->children[0], array->children[0], offset, length, depth + 1)) return -1;
    const uint8_t *validity = array->null_count == 0 || array->n_buffers < 1 ? NULL : array->buffers[0];
    if (validity) {
      int64_t *out = (int64_t *)PyByteArray_AsString(column->out) + first;
      for (int64_t i = 0; i < length; i++)
        if (is_null(validity, offset + i)) out[i] = -1;
    }
    return 0;
  }
  if (strcmp(format, "vu") == 0) return read_views(column, array, offset, length);
  int large = strcmp(format, "U") == 0;
  if (!large && strcmp(format, "u") != 0) return wrong_arrow_type(column, format, NULL);
  if (length == 0) return 0;
  if (array->n_buffers != 3 || !array->buffers[1]) return malformed(column, "a string array without its offsets");
  int64_t *out = reserve(column, length);
  if (!out) return -1;
  const uint8_t *validity = array->null_count == 0 ? NULL : array->buffers[0];
  const void *offsets = (const char *)array->buffers[1] + offset * (large ? 8 : 4);
  size_t error_row = 0;
  int code = call_column(column, large, offsets, array->buffers[2], validity, (size_t)offset, (size_t)length, out,
                         &error_row);
  if (code != TG_OK) return column_failure(code, column->rows, error_row);
  column->rows += (Py_ssize_t)length;
  return 0;
}

/* An object's __arrow_c_array__() or __arrow_c_stream__(), read. */
static int read_arrow(Column *column, PyObject *values) {
  PyObject *method = PyObject_GetAttrString(values, "__arrow_c_array__");
  if (method) {
    PyObject *pair = PyObject_CallObject(method, NULL);
    Py_DECREF(method);
    if (!pair) return -1;
    if (!PyTuple_Check(pair) || PyTuple_Size(pair) != 2 ||
        !PyCapsule_IsValid(PyTuple_GetItem(pair, 0), "arrow_schema") ||
        !PyCapsule_IsValid(PyTuple_GetItem(pair, 1), "arrow_array")) {
      Py_DECREF(pair);
      PyErr_Format(PyExc_TypeError, "%s() argument 'values': __arrow_c_array__ returned no schema and array capsules",
                   column->function);
      return -1;
    }
    const struct ArrowSchema *schema = PyCapsule_GetPointer(PyTuple_GetItem(pair, 0), "arrow_schema");
    const struct ArrowArray *array = PyCapsule_GetPointer(PyTuple_GetItem(pair, 1), "arrow_array");
    int status = !schema->release || !array->release ? malformed(column, "a released array")
                                                      : read_array(column, schema, array, 0, array->length, 0);
    Py_DECREF(pair); /* the capsules' destructors release the array and the schema */
    return status;
  }
  PyErr_Clear();
  method = PyObject_GetAttrString(values, "__arrow_c_stream__");
  if (!method) return -1;
  PyObject *capsule = PyObject_CallObject(method, NULL);
  Py_DECREF(method);
  if (!capsule) return -1;
  if (!PyCapsule_IsValid(capsule, "arrow_array_stream")) {
    Py_DECREF(capsule);
    PyErr_Format(PyExc_TypeError, "%s() argument 'values': __arrow_c_stream__ returned no stream capsule",
                 column->function);
    return -1;
  }
  struct ArrowArrayStream *stream = PyCapsule_GetPointer(capsule, "arrow_array_stream");
  struct ArrowSchema schema = {0};
  int status = -1;
  if (!stream->release) {
    malformed(column, "a released stream");
  } else if (stream->get_schema(stream, &schema) != 0) {
    const char *error = stream->get_last_error(stream);
    PyErr_Format(PyExc_ValueError, "%s() argument 'values': the Arrow stream failed: %s", column->function,
                 error ? error : "no schema");
  } else {
    status = 0;
    while (status == 0) {
      struct ArrowArray array = {0};
      if (stream->get_next(stream, &array) != 0) {
        const char *error = stream->get_last_error(stream);
        PyErr_Format(PyExc_ValueError, "%s() argument 'values': the Arrow stream failed: %s", column->function,
                     error ? error : "no next array");
        status = -1;
        break;
      }
      if (!array.release) break; /* the end */
      status = read_array(column, &schema, &array, 0, array.length, 0);
      array.release(&array);
    }
    schema.release(&schema);
  }
  Py_DECREF(capsule); /* its destructor releases the stream */
  return status;
}

/* column(kind, argument, values, function, is_list): the results as a
 * bytearray of int64 (numpy wraps it). `argument` is a metric or emoji
 * policy value, or the PolicyHandle for COLUMN_ACCEPTS; `values` a list
 * (is_list) or an object with the Arrow PyCapsule interface. */
static PyObject *column(PyObject *module, PyObject *args) {
  (void)module;
  int kind, is_list;
  PyObject *argument, *values;
  const char *function;
  if (!PyArg_ParseTuple(args, "iOOsp:column", &kind, &argument, &values, &function, &is_list)) return NULL;
  Column column = {kind, 0, NULL, function, NULL, 0};
  PolicyHandle *handle = NULL;
  if (kind == COLUMN_ACCEPTS) {
    column.policy = live_policy(argument);
    if (!column.policy) return NULL;
    handle = (PolicyHandle *)argument;
  } else if (kind >= COLUMN_MEASURE && kind <= COLUMN_NEWEST_VERSION) {
    long value = PyLong_AsLong(argument);
    if (value == -1 && PyErr_Occurred()) return NULL;
    if (value < INT32_MIN || value > INT32_MAX) {
      PyErr_SetString(PyExc_OverflowError, "column argument out of range");
      return NULL;
    }
    column.argument = (int)value;
  } else {
    PyErr_Format(PyExc_ValueError, "unknown column kind %d", kind);
    return NULL;
  }
  if (is_list && !PyList_Check(values)) {
    PyErr_SetString(PyExc_TypeError, "column(): values must be a list");
    return NULL;
  }
  column.out = PyByteArray_FromStringAndSize(NULL, 0);
  if (!column.out) return NULL;
  /* The policy stays allocated until this call is done, even if closed meanwhile. */
  if (handle) {
    Py_INCREF(handle);
    handle->busy++;
  }
  int status = is_list ? read_list(&column, values) : read_arrow(&column, values);
  if (handle) {
    if (--handle->busy == 0 && handle->closed) {
      tg_policy_free(handle->policy);
      handle->policy = NULL;
    }
    Py_DECREF(handle);
  }
  if (status) {
    Py_DECREF(column.out);
    return NULL;
  }
  return column.out;
}

/* ---- The module ------------------------------------------------------------------------------ */

#define FASTCALL (METH_FASTCALL | METH_KEYWORDS)

static PyMethodDef methods[] = {
    {"width", (PyCFunction)(void (*)(void))width, FASTCALL,
     "width($module, /, text, ambiguous='narrow')\n--\n\n"
     "Display columns (UAX #11, UTS #51); ambiguous characters (\u00b0 \u03a9 \u2460) take\n"
     "1, or 2 with ambiguous=\"wide\".\n\n"
     "Raises TypeError for an argument that is not a str, ValueError for an\n"
     "ambiguous other than \"narrow\" or \"wide\", UnicodeEncodeError (a\n"
     "ValueError) for a str with a lone surrogate.\n\n"
     ">>> width(\"\u4e2da\")\n3"},
    {"measure", (PyCFunction)(void (*)(void))measure, FASTCALL,
     "measure($module, /, text, metric='characters')\n--\n\n"
     "The length of text in metric (characters, scalars, utf16, utf8, gb18030,\n"
     "gb18030-2005, gb18030-2000, width, width-wide, zishu, weighted).\n\n"
     "Raises TypeError for a text or metric that is not a str, ValueError\n"
     "for an unknown metric, UnicodeEncodeError (a ValueError) for a str with\n"
     "a lone surrogate.\n\n"
     ">>> measure(\"\u4e2d\u6587abc\U0001F600\", \"gb18030\")\n11\n"
     ">>> measure(text=\"\u4e2d\", metric=\"utf8\")\n3"},
    {"emoji_count", (PyCFunction)(void (*)(void))emoji_count, FASTCALL,
     "emoji_count($module, /, text, policy='standard')\n--\n\n"
     "The number of emoji; a ZWJ family, a flag or a keycap is one. policy:\n"
     "standard, renders-as-emoji or including-text-default.\n\n"
     "Raises TypeError for an argument that is not a str, ValueError for an\n"
     "unknown emoji policy, UnicodeEncodeError (a ValueError) for a str with a\n"
     "lone surrogate.\n\n"
     ">>> emoji_count(\"\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466\U0001F1E8\U0001F1F31\ufe0f\u20e3\")\n3"},
    {"gb18030_length", (PyCFunction)(void (*)(void))gb18030_length, FASTCALL,
     "gb18030_length($module, /, text, edition=2022)\n--\n\n"
     "GB 18030 bytes in an edition (2000, 2005 or 2022).\n\n"
     "Raises TypeError for a text that is not a str or an edition that is\n"
     "not an int (a bool is refused), ValueError for another year,\n"
     "UnicodeEncodeError (a ValueError) for a str with a lone surrogate.\n\n"
     ">>> gb18030_length(\"\u4e2d\u6587abc\U0001F600\")\n11"},
    {"library_version", library_version, METH_NOARGS, "tg_library_version()"},
    {"unicode_version", unicode_version, METH_NOARGS, "tg_unicode_version()"},
    {"error_string", error_string, METH_VARARGS, "tg_error_string(code)"},
    {"preset_names", preset_names, METH_NOARGS, "tg_preset_name of every preset"},
    {"prefix_of", prefix_of, METH_VARARGS, "prefix_of(text, metric, budget): tg_prefix, as a str"},
    {"contains", contains, METH_VARARGS, "contains(text, policy): tg_emoji_contains"},
    {"newest_version", newest_version, METH_VARARGS, "newest_version(text, policy): tg_emoji_newest_version"},
    {"matches", matches, METH_VARARGS, "matches(text, policy): tg_emoji_matches, as tuples"},
    {"emoji_locales", emoji_locales, METH_NOARGS, "tg_emoji_locale_name of every supported locale"},
    {"emoji_name", emoji_name, METH_VARARGS, "emoji_name(emoji, locale or None): tg_emoji_name"},
    {"emoji_search", emoji_search, METH_VARARGS, "emoji_search(query, locale or None, expand): tg_emoji_search"},
    {"policy_from_json", policy_from_json, METH_VARARGS, "policy_from_json(json): a PolicyHandle"},
    {"policy_preset", policy_preset, METH_VARARGS, "policy_preset(name, maximum or -1): a PolicyHandle"},
    {"policy_close", policy_close, METH_VARARGS, "policy_close(handle): frees it (idempotent)"},
    {"policy_address", policy_address, METH_VARARGS, "policy_address(handle): the tg_policy pointer as an int"},
    {"policy_json", policy_json, METH_VARARGS, "policy_json(handle): tg_policy_json"},
    {"policy_check", policy_check, METH_VARARGS, "policy_check(handle, text): tg_policy_check, as tuples"},
    {"policy_accepts", policy_accepts, METH_VARARGS, "policy_accepts(handle, text): tg_policy_accepts"},
    {"policy_sanitize", policy_sanitize, METH_VARARGS, "policy_sanitize(handle, text): tg_policy_sanitize"},
    {"policy_prefix", policy_prefix, METH_VARARGS, "policy_prefix(handle, text): tg_policy_prefix, as a str"},
    {"policy_edit", policy_edit, METH_VARARGS,
     "policy_edit(handle, text, utf16_location, utf16_length, replacement, composing): tg_policy_edit"},
    {"column", column, METH_VARARGS,
     "column(kind, argument, values, function, is_list): a tg_*_column call over an Arrow array or stream\n"
     "(the PyCapsule interface) or a list of str, as a bytearray of int64"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_definition = {
    PyModuleDef_HEAD_INIT, "textgauge._native",
    "libtextgauge (textgauge.h) for the textgauge package: the per-call functions and the primitives\n"
    "of the others.",
    -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) {
  if (tg_abi_version() != TG_ABI_VERSION) {
    PyErr_Format(PyExc_ImportError, "textgauge: libtextgauge has ABI %d, textgauge._native was built for %d",
                 tg_abi_version(), TG_ABI_VERSION);
    return NULL;
  }
  PyObject *module = PyModule_Create(&module_definition);
  if (!module) return NULL;
  policy_handle_type = PyType_FromSpec(&policy_handle_spec);
  if (!policy_handle_type || PyModule_AddObject(module, "PolicyHandle", policy_handle_type) < 0) {
    Py_DECREF(module);
    return NULL;
  }
  Py_INCREF(policy_handle_type); /* kept by the module and by this file */
  if (PyModule_AddIntConstant(module, "ABI_VERSION", TG_ABI_VERSION) < 0 ||
      PyModule_AddIntMacro(module, TG_OK) < 0 || PyModule_AddIntMacro(module, TG_ERR_INVALID_UTF8) < 0 ||
      PyModule_AddIntMacro(module, TG_ERR_ARGUMENT) < 0 || PyModule_AddIntMacro(module, TG_ERR_POLICY) < 0 ||
      PyModule_AddIntMacro(module, TG_ERR_MEMORY) < 0 ||
      PyModule_AddIntConstant(module, "COLUMN_MEASURE", COLUMN_MEASURE) < 0 ||
      PyModule_AddIntConstant(module, "COLUMN_EMOJI_COUNT", COLUMN_EMOJI_COUNT) < 0 ||
      PyModule_AddIntConstant(module, "COLUMN_NEWEST_VERSION", COLUMN_NEWEST_VERSION) < 0 ||
      PyModule_AddIntConstant(module, "COLUMN_ACCEPTS", COLUMN_ACCEPTS) < 0) {
    Py_DECREF(module);
    return NULL;
  }
  return module;
}
