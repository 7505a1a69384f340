/* An LD_PRELOAD library that makes one file-system call fail, for the save
 * fault tests (Tests/EndToEndTests/SaveFaultTests.swift): the Nth call of one
 * family, on a path under one directory, fails with a chosen errno, as a
 * full disk, an I/O error or a read-only file system would make it fail.
 *
 * Environment:
 *   SDLPDF_FAULT_DIR     only calls on files under this directory count
 *   SDLPDF_FAULT_CALL    the family that fails: open, write, fsync, rename or close
 *   SDLPDF_FAULT_NTH     which call of that family fails (1 = first; 0 = none, count only)
 *   SDLPDF_FAULT_ERRNO   ENOSPC, EIO, EACCES or EROFS
 *   SDLPDF_FAULT_ARMED   1: count from the start; else only between
 *                        sdlpdf_fault_arm() and sdlpdf_fault_disarm()
 *   SDLPDF_FAULT_REPORT  file that receives "<calls> <failed function or ->" at exit
 *
 * Families: open is open/open64/openat/openat64/creat/fopen/fopen64 (with any
 * flags, so opening for a flush counts too); write is write/pwrite/writev/
 * fwrite/fputc/putc/fputs/fflush; fsync is fsync/fdatasync; rename is
 * rename/renameat/renameat2; close is close/fclose (the descriptor is closed
 * all the same, as Linux does). stdio writes are caught at the stdio call
 * because glibc's own stdio calls its internal write, which no preload sees.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

enum family { FAMILY_OPEN, FAMILY_WRITE, FAMILY_FSYNC, FAMILY_RENAME, FAMILY_CLOSE, FAMILY_NONE };

static char directory[PATH_MAX];
static size_t directory_length;
static enum family failing = FAMILY_NONE;
static long nth;
static int injected_errno = EIO;
static int armed;
static long calls;
static int fired;
static int configured;
static const char *fired_call = "";

static void configure(void)
{
    if (__atomic_load_n(&configured, __ATOMIC_ACQUIRE))
        return;
    const char *dir = getenv("SDLPDF_FAULT_DIR");
    if (dir && realpath(dir, directory))
        directory_length = strlen(directory);
    const char *call = getenv("SDLPDF_FAULT_CALL");
    static const char *names[] = { "open", "write", "fsync", "rename", "close" };
    for (int i = 0; call && i < FAMILY_NONE; i++)
        if (strcmp(call, names[i]) == 0)
            failing = (enum family)i;
    const char *n = getenv("SDLPDF_FAULT_NTH");
    nth = n ? atol(n) : 0;
    const char *e = getenv("SDLPDF_FAULT_ERRNO");
    if (e && strcmp(e, "ENOSPC") == 0) injected_errno = ENOSPC;
    if (e && strcmp(e, "EACCES") == 0) injected_errno = EACCES;
    if (e && strcmp(e, "EROFS") == 0) injected_errno = EROFS;
    const char *a = getenv("SDLPDF_FAULT_ARMED");
    armed = a && strcmp(a, "1") == 0;
    __atomic_store_n(&configured, 1, __ATOMIC_RELEASE);
}

/* Starts counting (and failing) calls; for drivers that prepare first. */
void sdlpdf_fault_arm(void)
{
    configure();
    __atomic_store_n(&calls, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&fired, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&armed, 1, __ATOMIC_SEQ_CST);
}

/* Stops counting; the calls of the failing family counted since arming. */
long sdlpdf_fault_disarm(void)
{
    __atomic_store_n(&armed, 0, __ATOMIC_SEQ_CST);
    return __atomic_load_n(&calls, __ATOMIC_SEQ_CST);
}

/* The function that failed since arming ("fwrite"), or "" when none did. */
const char *sdlpdf_fault_fired(void)
{
    return __atomic_load_n(&fired, __ATOMIC_SEQ_CST) ? fired_call : "";
}

static int under_directory(const char *path)
{
    if (!path || directory_length == 0)
        return 0;
    char resolved[PATH_MAX];
    const char *absolute = path;
    if (path[0] != '/') {
        if (!getcwd(resolved, sizeof resolved))
            return 0;
        size_t length = strlen(resolved);
        if (length + 1 + strlen(path) >= sizeof resolved)
            return 0;
        resolved[length] = '/';
        strcpy(resolved + length + 1, path);
        absolute = resolved;
    }
    return strncmp(absolute, directory, directory_length) == 0
        && (absolute[directory_length] == '/' || absolute[directory_length] == 0);
}

static int descriptor_under_directory(int descriptor)
{
    char link[64], target[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", descriptor);
    ssize_t length = readlink(link, target, sizeof target - 1);
    if (length <= 0)
        return 0;
    target[length] = 0;
    return under_directory(target);
}

/* Whether this call (of `family`, on a file under the directory) fails. */
static int should_fail_call(const char *name, enum family family, int matches)
{
    configure();
    if (!matches || family != failing || !__atomic_load_n(&armed, __ATOMIC_SEQ_CST))
        return 0;
    long call = __atomic_add_fetch(&calls, 1, __ATOMIC_SEQ_CST);
    if (call != nth)
        return 0;
    fired_call = name;
    __atomic_store_n(&fired, 1, __ATOMIC_SEQ_CST);
    return 1;
}

#define should_fail(family, matches) should_fail_call(__func__, family, matches)

static int is_failing(enum family family)
{
    configure();
    return family == failing && __atomic_load_n(&armed, __ATOMIC_SEQ_CST);
}

#define REAL(name) static __typeof__(name) *real_##name; \
    if (!real_##name) real_##name = (__typeof__(name) *)dlsym(RTLD_NEXT, #name)

/* Marks a stream as failed, as a failed write inside stdio would; `purge`
   also drops its buffered bytes, as a failed flush loses them. */
static void fail_stream(FILE *stream, int purge)
{
    if (purge)
        __fpurge(stream);
    stream->_flags |= 0x20; /* _IO_ERR_SEEN: what ferror() reads */
}

/* Returns `failure` with the injected errno when this call is the one to fail. */
#define INJECT(family, matches, failure) \
    do { if (is_failing(family) && should_fail(family, matches)) { errno = injected_errno; return failure; } } while (0)

/* INJECT for a stdio call on `stream`, which is marked as failed. */
#define INJECT_STREAM(family, matches, failure, purge) \
    do { \
        if (is_failing(family) && should_fail(family, matches)) { \
            fail_stream(stream, purge_##purge); \
            errno = injected_errno; \
            return failure; \
        } \
    } while (0)
enum { purge_keep = 0, purge_purge = 1 };

static int open_mode_flags(int flags, va_list arguments, mode_t *mode)
{
    *mode = (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(arguments, int) : 0;
    return flags;
}

int open(const char *path, int flags, ...)
{
    REAL(open);
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode;
    open_mode_flags(flags, arguments, &mode);
    va_end(arguments);
    INJECT(FAMILY_OPEN, under_directory(path), -1);
    return real_open(path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
    REAL(open64);
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode;
    open_mode_flags(flags, arguments, &mode);
    va_end(arguments);
    INJECT(FAMILY_OPEN, under_directory(path), -1);
    return real_open64(path, flags, mode);
}

/* openat with a directory descriptor other than AT_FDCWD counts when the
   name is absolute; sdlpdf and MuPDF open by path. */
int openat(int directory_descriptor, const char *path, int flags, ...)
{
    REAL(openat);
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode;
    open_mode_flags(flags, arguments, &mode);
    va_end(arguments);
    int matches = (directory_descriptor == AT_FDCWD || path[0] == '/') && under_directory(path);
    INJECT(FAMILY_OPEN, matches, -1);
    return real_openat(directory_descriptor, path, flags, mode);
}

int openat64(int directory_descriptor, const char *path, int flags, ...)
{
    REAL(openat64);
    va_list arguments;
    va_start(arguments, flags);
    mode_t mode;
    open_mode_flags(flags, arguments, &mode);
    va_end(arguments);
    int matches = (directory_descriptor == AT_FDCWD || path[0] == '/') && under_directory(path);
    INJECT(FAMILY_OPEN, matches, -1);
    return real_openat64(directory_descriptor, path, flags, mode);
}

int creat(const char *path, mode_t mode)
{
    return open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}

FILE *fopen(const char *path, const char *mode)
{
    REAL(fopen);
    INJECT(FAMILY_OPEN, under_directory(path), NULL);
    return real_fopen(path, mode);
}

FILE *fopen64(const char *path, const char *mode)
{
    REAL(fopen64);
    INJECT(FAMILY_OPEN, under_directory(path), NULL);
    return real_fopen64(path, mode);
}

ssize_t write(int descriptor, const void *bytes, size_t count)
{
    REAL(write);
    INJECT(FAMILY_WRITE, descriptor_under_directory(descriptor), -1);
    return real_write(descriptor, bytes, count);
}

ssize_t pwrite(int descriptor, const void *bytes, size_t count, off_t offset)
{
    REAL(pwrite);
    INJECT(FAMILY_WRITE, descriptor_under_directory(descriptor), -1);
    return real_pwrite(descriptor, bytes, count, offset);
}

ssize_t writev(int descriptor, const struct iovec *vectors, int count)
{
    REAL(writev);
    INJECT(FAMILY_WRITE, descriptor_under_directory(descriptor), -1);
    return real_writev(descriptor, vectors, count);
}

size_t fwrite(const void *bytes, size_t size, size_t count, FILE *stream)
{
    REAL(fwrite);
    INJECT_STREAM(FAMILY_WRITE, descriptor_under_directory(fileno(stream)), 0, keep);
    return real_fwrite(bytes, size, count, stream);
}

int fputc(int character, FILE *stream)
{
    REAL(fputc);
    INJECT_STREAM(FAMILY_WRITE, descriptor_under_directory(fileno(stream)), EOF, keep);
    return real_fputc(character, stream);
}

int putc(int character, FILE *stream)
{
    return fputc(character, stream);
}

int fputs(const char *text, FILE *stream)
{
    REAL(fputs);
    INJECT_STREAM(FAMILY_WRITE, descriptor_under_directory(fileno(stream)), EOF, keep);
    return real_fputs(text, stream);
}

int fflush(FILE *stream)
{
    REAL(fflush);
    INJECT_STREAM(FAMILY_WRITE, stream && descriptor_under_directory(fileno(stream)), EOF, purge);
    return real_fflush(stream);
}

int fsync(int descriptor)
{
    REAL(fsync);
    INJECT(FAMILY_FSYNC, descriptor_under_directory(descriptor), -1);
    return real_fsync(descriptor);
}

int fdatasync(int descriptor)
{
    REAL(fdatasync);
    INJECT(FAMILY_FSYNC, descriptor_under_directory(descriptor), -1);
    return real_fdatasync(descriptor);
}

int rename(const char *from, const char *to)
{
    REAL(rename);
    INJECT(FAMILY_RENAME, under_directory(from) || under_directory(to), -1);
    return real_rename(from, to);
}

int renameat(int from_directory, const char *from, int to_directory, const char *to)
{
    REAL(renameat);
    int matches = under_directory(from) || under_directory(to);
    INJECT(FAMILY_RENAME, matches, -1);
    return real_renameat(from_directory, from, to_directory, to);
}

int renameat2(int from_directory, const char *from, int to_directory, const char *to, unsigned int flags)
{
    REAL(renameat2);
    int matches = under_directory(from) || under_directory(to);
    INJECT(FAMILY_RENAME, matches, -1);
    return real_renameat2(from_directory, from, to_directory, to, flags);
}

int close(int descriptor)
{
    REAL(close);
    int fails = is_failing(FAMILY_CLOSE) && should_fail(FAMILY_CLOSE, descriptor_under_directory(descriptor));
    int result = real_close(descriptor);
    if (fails) {
        errno = injected_errno;
        return -1;
    }
    return result;
}

int fclose(FILE *stream)
{
    REAL(fclose);
    int fails = is_failing(FAMILY_CLOSE) && should_fail(FAMILY_CLOSE, descriptor_under_directory(fileno(stream)));
    if (fails)
        __fpurge(stream); /* the last buffered bytes never reach the file */
    int result = real_fclose(stream);
    if (fails) {
        errno = injected_errno;
        return EOF;
    }
    return result;
}

__attribute__((destructor)) static void report(void)
{
    const char *path = getenv("SDLPDF_FAULT_REPORT");
    if (!path)
        return;
    REAL(open);
    REAL(write);
    REAL(close);
    int descriptor = real_open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (descriptor < 0)
        return;
    char line[64];
    int length = snprintf(line, sizeof line, "%ld %s\n", calls, fired ? fired_call : "-");
    if (real_write(descriptor, line, (size_t)length) < 0)
        length = 0;
    real_close(descriptor);
}
