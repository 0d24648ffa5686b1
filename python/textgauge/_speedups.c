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

/* The text argument and one optional argument, positional or by keyword. */
static int parse(PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames, const char *function,
                 const char *option, const char **text, Py_ssize_t *length, PyObject **value) {
  *value = NULL;
  if (nargs < 1 || nargs > 2) {
    PyErr_Format(PyExc_TypeError, "%s() takes the text and an optional %s", function, option);
    return -1;
  }
  if (nargs == 2) *value = args[1];
  if (kwnames) {
    Py_ssize_t count = PyTuple_Size(kwnames);
    for (Py_ssize_t i = 0; i < count; i++) {
      PyObject *key = PyTuple_GetItem(kwnames, i);
      if (PyUnicode_CompareWithASCIIString(key, option) != 0 || *value != NULL) {
        PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument %R", function, key);
        return -1;
      }
      *value = args[nargs + i];
    }
  }
  if (!PyUnicode_Check(args[0])) {
    /* The type's name through its __name__: the stable ABI hides tp_name. */
    PyObject *name = PyObject_GetAttrString((PyObject *)Py_TYPE(args[0]), "__name__");
    if (name) {
      PyErr_Format(PyExc_TypeError, "%s() takes a str, not %S", function, name);
      Py_DECREF(name);
    }
    return -1;
  }
  /* A str with a lone surrogate has no UTF-8: UnicodeEncodeError, as str.encode raises. */
  *text = PyUnicode_AsUTF8AndSize(args[0], length);
  return *text ? 0 : -1;
}

/* The library's status as an exception (the ctypes path raises the same kinds). */
static PyObject *failure(int code) {
  PyErr_SetString(PyExc_ValueError, tg_error_string(code));
  return NULL;
}

static int lookup(PyObject *value, const char *what, const void *table, size_t count, size_t stride, int *out) {
  const char *name = PyUnicode_Check(value) ? PyUnicode_AsUTF8AndSize(value, NULL) : NULL;
  if (name) {
    for (size_t i = 0; i < count; i++) {
      const char *const *entry = (const char *const *)((const char *)table + i * stride);
      if (strcmp(*entry, name) == 0) {
        *out = *(const int *)((const char *)entry + sizeof(const char *));
        return 0;
      }
    }
  }
  PyErr_Format(PyExc_ValueError, "unknown %s %R", what, value);
  return -1;
}

static PyObject *width(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  (void)module;
  const char *text;
  Py_ssize_t length;
  PyObject *ambiguous;
  if (parse(args, nargs, kwnames, "width", "ambiguous", &text, &length, &ambiguous)) return NULL;
  int wide = 0;
  if (ambiguous) {
    if (PyUnicode_Check(ambiguous) && PyUnicode_CompareWithASCIIString(ambiguous, "wide") == 0) {
      wide = 1;
    } else if (!PyUnicode_Check(ambiguous) || PyUnicode_CompareWithASCIIString(ambiguous, "narrow") != 0) {
      PyErr_Format(PyExc_ValueError, "ambiguous is 'narrow' or 'wide', not %R", ambiguous);
      return NULL;
    }
  }
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
  if (name && lookup(name, "metric", metrics, sizeof metrics / sizeof metrics[0], sizeof metrics[0], &metric))
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
  if (name && lookup(name, "emoji policy", emoji_policies, sizeof emoji_policies / sizeof emoji_policies[0],
                     sizeof emoji_policies[0], &policy))
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
  long year = 2022;
  if (edition) {
    year = PyLong_Check(edition) ? PyLong_AsLong(edition) : -1;
    if (year != 2000 && year != 2005 && year != 2022) {
      PyErr_Clear();
      PyErr_Format(PyExc_ValueError, "edition is 2000, 2005 or 2022, not %R", edition);
      return NULL;
    }
  }
  size_t out;
  int code = tg_gb18030_length(text, (size_t)length, (int)year, &out);
  return code == TG_OK ? PyLong_FromSize_t(out) : failure(code);
}

static PyMethodDef methods[] = {
    {"width", (PyCFunction)(void (*)(void))width, METH_FASTCALL | METH_KEYWORDS, "Display columns."},
    {"measure", (PyCFunction)(void (*)(void))measure, METH_FASTCALL | METH_KEYWORDS, "The length in a metric."},
    {"emoji_count", (PyCFunction)(void (*)(void))emoji_count, METH_FASTCALL | METH_KEYWORDS, "Emoji in the text."},
    {"gb18030_length", (PyCFunction)(void (*)(void))gb18030_length, METH_FASTCALL | METH_KEYWORDS,
     "GB 18030 bytes in an edition."},
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
