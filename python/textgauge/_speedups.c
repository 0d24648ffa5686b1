/*
 * The per-call functions of textgauge as a CPython extension: str in, int
 * out, straight into libtextgauge (bundled beside this module, found by the
 * rpath $ORIGIN). ctypes costs microseconds a call; these cost a few tens
 * of nanoseconds over the library itself. The str's UTF-8 is the one
 * CPython caches on the object (for ASCII, its own buffer), not a copy.
 *
 * Same names, arguments and errors as the ctypes versions in _metrics.py
 * and _emoji.py, which stay as the fallback.
 *
 * Only the stable ABI is used (setup.py defines Py_LIMITED_API as 3.10's,
 * the first with METH_FASTCALL and PyUnicode_AsUTF8AndSize in it), so one
 * wheel (cp310-abi3) serves every CPython from 3.10 on.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

#include "textgauge.h"

/* textgauge.h's tg_metric values by the vectors' names. */
static const struct {
  const char *name;
  int value;
} metrics[] = {
    {"characters", TG_METRIC_CHARACTERS}, {"scalars", TG_METRIC_SCALARS},
    {"utf16", TG_METRIC_UTF16},           {"utf8", TG_METRIC_UTF8},
    {"gb18030", TG_METRIC_GB18030},       {"gb18030-2005", TG_METRIC_GB18030_2005},
    {"gb18030-2000", TG_METRIC_GB18030_2000}, {"width", TG_METRIC_WIDTH},
    {"width-wide", TG_METRIC_WIDTH_WIDE}, {"zishu", TG_METRIC_ZISHU},
    {"weighted", TG_METRIC_WEIGHTED},
};

static const struct {
  const char *name;
  int value;
} emoji_policies[] = {
    {"standard", TG_EMOJI_STANDARD},
    {"renders-as-emoji", TG_EMOJI_RENDERS_AS_EMOJI},
    {"including-text-default", TG_EMOJI_INCLUDING_TEXT_DEFAULT},
};

/*
 * A check of the package's Python side (_checks.py, _metrics.py, _emoji.py),
 * called where an argument is not the plain one this file takes at once (a
 * str of the table, an int year): it raises what the ctypes path raises,
 * with the same message, or returns the value to use (a numpy int edition).
 * Never on the fast path.
 */
static PyObject *python_check(const char *module_name, const char *function, PyObject *value, const char *caller) {
  PyObject *module = PyImport_ImportModule(module_name);
  if (!module) return NULL;
  PyObject *result = PyObject_CallMethod(module, function, "Os", value, caller);
  Py_DECREF(module);
  return result;
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

/*
 * The arguments (text, OPTION), positional or by keyword, as
 * inspect.signature shows them. The fast path, one positional str, reads
 * nothing else.
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
      /* strcmp on the key's UTF-8 (its own buffer, for ASCII): a few
       * instructions, where PyUnicode_CompareWithASCIIString costs a
       * hundred. */
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
  if (!PyUnicode_Check(given_text)) {
    /* TypeError naming the argument and the type, as _checks.text words it. */
    PyObject *result = python_check("textgauge._checks", "text", given_text, function);
    Py_XDECREF(result);
    if (!PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "%s(): text check passed a non-str", function);
    return -1;
  }
  /* A str with a lone surrogate has no UTF-8: UnicodeEncodeError, as str.encode raises. */
  *text = PyUnicode_AsUTF8AndSize(given_text, length);
  return *text ? 0 : -1;
}

/* The library's status as the ctypes path's exception (_errors.check: a
 * TextGaugeError subclass with the library's message). */
static PyObject *failure(int code) {
  PyObject *module = PyImport_ImportModule("textgauge._errors");
  if (!module) return NULL;
  PyObject *result = PyObject_CallMethod(module, "check", "i", code);
  Py_DECREF(module);
  Py_XDECREF(result);
  if (!PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "libtextgauge status %d raised nothing", code);
  return NULL;
}

/* A name of `table` (a str equal to one, the fast path), else the Python
 * check's verdict: TypeError, ValueError, or the value. */
static int lookup(PyObject *value, const void *table, size_t count, size_t stride, const char *module,
                  const char *check, const char *function, int *out) {
  if (PyUnicode_Check(value)) {
    /* The str's UTF-8 (cached on it; for ASCII its own buffer) against
     * each name; a str without UTF-8 (a lone surrogate) is no name. */
    Py_ssize_t size;
    const char *name = PyUnicode_AsUTF8AndSize(value, &size);
    if (!name) PyErr_Clear();
    for (size_t i = 0; name && i < count; i++) {
      const char *const *entry = (const char *const *)((const char *)table + i * stride);
      if (strcmp(*entry, name) == 0 && strlen(name) == (size_t)size) {
        *out = *(const int *)((const char *)entry + sizeof(const char *));
        return 0;
      }
    }
  }
  return checked_int(python_check(module, check, value, function), out);
}

static const struct {
  const char *name;
  int value;
} ambiguous_modes[] = {{"narrow", 0}, {"wide", 1}};

static PyObject *width(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *ambiguous;
  if (parse(args, nargs, kwnames, "width", "ambiguous", &text, &length, &ambiguous)) return NULL;
  int wide = 0;
  if (ambiguous && lookup(ambiguous, ambiguous_modes, 2, sizeof ambiguous_modes[0], "textgauge._metrics",
                          "ambiguous_value", "width", &wide))
    return NULL;
  size_t out;
  int code = tg_width(text, (size_t)length, wide, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : failure(code);
}

static PyObject *measure(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *name;
  if (parse(args, nargs, kwnames, "measure", "metric", &text, &length, &name)) return NULL;
  int metric = TG_METRIC_CHARACTERS;
  if (name && lookup(name, metrics, sizeof metrics / sizeof metrics[0], sizeof metrics[0], "textgauge._metrics",
                     "metric_value", "measure", &metric))
    return NULL;
  size_t out;
  int code = tg_measure(text, (size_t)length, metric, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : failure(code);
}

static PyObject *emoji_count(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *name;
  if (parse(args, nargs, kwnames, "emoji_count", "policy", &text, &length, &name)) return NULL;
  int policy = TG_EMOJI_STANDARD;
  if (name && lookup(name, emoji_policies, sizeof emoji_policies / sizeof emoji_policies[0],
                     sizeof emoji_policies[0], "textgauge._emoji", "policy_value", "emoji_count", &policy))
    return NULL;
  size_t out;
  int code = tg_emoji_count(text, (size_t)length, policy, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : failure(code);
}

static PyObject *gb18030_length(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *edition;
  if (parse(args, nargs, kwnames, "gb18030_length", "edition", &text, &length, &edition)) return NULL;
  int year = 2022;
  if (edition) {
    /* An exact int (not a bool) of the three years at once; anything else
     * as _metrics.edition_value says (a numpy int taken, a bool refused). */
    long given = PyLong_CheckExact(edition) ? PyLong_AsLong(edition) : -1;
    if (given == 2000 || given == 2005 || given == 2022) {
      year = (int)given;
    } else {
      PyErr_Clear();
      PyObject *module_ = PyImport_ImportModule("textgauge._metrics");
      if (!module_) return NULL;
      PyObject *result = PyObject_CallMethod(module_, "edition_value", "O", edition);
      Py_DECREF(module_);
      if (checked_int(result, &year)) return NULL;
    }
  }
  size_t out;
  int code = tg_gb18030_length(text, (size_t)length, year, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : failure(code);
}

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
     ">>> emoji_count(\"ok \U0001F44D\U0001F3FD \U0001F1E8\U0001F1F3\")\n2"},
    {"gb18030_length", (PyCFunction)(void (*)(void))gb18030_length, FASTCALL,
     "gb18030_length($module, /, text, edition=2022)\n--\n\n"
     "GB 18030 bytes in an edition (2000, 2005 or 2022).\n\n"
     "Raises TypeError for a text that is not a str or an edition that is\n"
     "not an int (a bool is refused), ValueError for another year,\n"
     "UnicodeEncodeError (a ValueError) for a str with a lone surrogate.\n\n"
     ">>> gb18030_length(\"\u4e2d\u6587abc\U0001F600\")\n11"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "textgauge._speedups", NULL, -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__speedups(void) {
  if (tg_abi_version() != TG_ABI_VERSION) {
    PyErr_Format(PyExc_ImportError, "textgauge: libtextgauge has ABI %d, _speedups was built for %d",
                 tg_abi_version(), TG_ABI_VERSION);
    return NULL;
  }
  return PyModule_Create(&module);
}
