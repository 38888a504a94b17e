"""Hostile input fuzzed (issue 32): claims files and command-line options, each answered with exit 0 or 2,
never a traceback, never a hang (a modest number of examples, so that the suite stays quick)."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from whistodds.cli.app import app

runner = CliRunner()
HEADER = "id,source,quote,game,question,score,games,dealer,held,odds\n"


def invoke(*args):
    return runner.invoke(app, [str(a) for a in args])


def no_traceback(result) -> None:
    assert result.exit_code in (0, 2), (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output


# --- the fuzz: claims files and options, exit 0 or 2, never a traceback, never a hang ----------------------

CELL = st.one_of(st.sampled_from(["", "7 to 5", "evens", "1e999999999 to 1", "-4 in 100", "5-3", "first", "long",
                                  "game", "=1+1", "@x", "\0", "9" * 5000, "a\rb", '"', "not any 2 of 3", "partner",
                                  "rubber", "deal", "1-0", "nearly 13 to 4", "x" * 200]),
                 st.text(max_size=12))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(rows=st.lists(st.lists(CELL, min_size=8, max_size=11), max_size=4),
       ending=st.sampled_from(["\n", "\r", "\r\n"]), bom=st.booleans())
def test_fuzzed_claims_files_exit_0_or_2(tmp_path, rows, ending, bom):
    import csv
    import io

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator=ending)
    writer.writerow(HEADER.strip().split(","))
    writer.writerows(rows)
    path = tmp_path / "fuzz.csv"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + buffer.getvalue().encode("utf-8", "surrogatepass"))
    started = time.monotonic()
    result = invoke("verify", "claims", path, "-f", "csv")
    no_traceback(result)
    assert time.monotonic() - started < 600  # a hang's bound, not a speed


OPTION_VALUES = st.sampled_from(["0", "-1", "1", "257", str(10**30), "1e9", "", "-", "x", "5-3", "99-99",
                                 "long-whist(target=1,target=2)", "long", "nothing(", "random"])


@settings(max_examples=40, deadline=None)
@given(command=st.sampled_from([["odds", "long"], ["odds", "--table", "long"], ["kernel", "long"], ["rubber"],
                                ["cache", "info"]]),
       options=st.lists(st.tuples(st.sampled_from(["--score", "--workers", "--deals", "--seed", "--model", "--out",
                                                   "--format", "--game", "--deal"]), OPTION_VALUES), max_size=3))
def test_fuzzed_options_exit_0_or_2(command, options):
    args = list(command) + [part for option in options for part in option]
    if any(value not in ("-",) and option == "--out" for option, value in options):
        return  # files are the output tests' business; this is about the options' values
    if any(option == "--deals" and value not in ("0", "-1", "", "x", "1e9", "5-3", "-") for option, value in options):
        return  # a long simulation is not the point either
    started = time.monotonic()
    result = invoke(*args)
    no_traceback(result)
    assert time.monotonic() - started < 600  # a hang's bound, not a speed


@pytest.mark.parametrize("args", [("odds", "long", "--score", "9" * 5000 + "-3"),
                                  ("odds", "long-whist(target=" + "9" * 5000 + ")", "--score", "5-3"),
                                  ("odds", "long", "--score", "5-3", "--seed", "9" * 5000)])
def test_huge_integers_on_the_command_line_are_one_clean_line(args):
    result = invoke(*args)
    no_traceback(result)
    assert result.exit_code == 2 and len([line for line in result.stderr.splitlines() if line.startswith("whist-odds: error:")]) == 1
    assert "Exceeds the limit" not in result.stderr and "set_int_max_str_digits" not in result.stderr


# --- scheduler addresses (issue 37): checked before any connection, one line, never a hang -------------------------

def test_fuzzed_scheduler_addresses_are_an_address_or_one_line():
    """Any text given as --scheduler is a scheduler's address in one form, or one line naming it; nothing is
    connected to here (the check reads only the text, and a file where the text names one)."""
    from hypothesis import assume

    from whistodds.cli.cluster import SHOWN, scheduler_address

    schemes = st.sampled_from(["tcp://", "TCP://", "tls://", "ws://", "inproc://", "ucx://", "http://", "", "://",
                               "tcp:/", "tcp://tcp://"])
    hosts = st.one_of(st.sampled_from(["127.0.0.1", "", "[::1]", "[", "a..b", "-a", "a" * 300, "10.0.0.1"]),
                      st.text(max_size=12))
    ports = st.one_of(st.integers(-5, 70_000).map(str), st.sampled_from(["", "0", "65536", "8786/x", "1e3", "٣"]),
                      st.text(max_size=6))

    @settings(max_examples=300, deadline=None)
    @given(scheme=schemes, host=hosts, colon=st.sampled_from([":", "", "::"]), port=ports,
           tail=st.sampled_from(["", "/", " ", "\n", "\0", "?x"]))
    def check(scheme, host, colon, port, tail):
        given_text = f"{scheme}{host}{colon}{port}{tail}"
        assume("/" in given_text or ":" in given_text)  # not the name of a file that may exist here
        try:
            address = scheduler_address(given_text)
        except ValueError as error:
            message = str(error)
            assert message.startswith("--scheduler ") and "\n" not in message and len(message) < 300 + SHOWN
            return
        scheme_found, _, place = address.partition("://")
        assert scheme_found in ("tcp", "ws") and scheduler_address(address) == address  # tls needs certificates
        assert 1 <= int(place.rpartition(":")[2]) <= 65535 and place.rpartition(":")[0]

    check()


def test_fuzzed_scheduler_addresses_on_the_command_line(tmp_path):
    """--scheduler given hostile text that points nowhere but 127.0.0.1 (its own silent and junk servers, a port
    with nothing listening, or text that is no address): exit 2 in one line naming it, within the time limit."""
    import socket
    import threading

    servers = []
    for junk in (b"", bytes(range(256)) * 4):
        server = socket.create_server(("127.0.0.1", 0))
        servers.append(server)

        def serve(server=server, junk=junk):
            held = []
            while True:
                try:
                    connection, _ = server.accept()
                except OSError:
                    return
                held.append(connection)
                if junk:
                    connection.sendall(junk)

        threading.Thread(target=serve, daemon=True).start()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        nothing = probe.getsockname()[1]
    ports = [str(server.getsockname()[1]) for server in servers] + [str(nothing), "0", "65536", "x", ""]
    hosts = ["127.0.0.1", "", "_", "127.0.0.1 ", "\0", "!x"]  # 127.0.0.1 or no host name at all: nothing else is asked

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(scheme=st.sampled_from(["tcp://", "", "inproc://", "ucx://", "tls://", "ws://", "http://", "tcp:/"]),
           host=st.sampled_from(hosts), port=st.sampled_from(ports), tail=st.sampled_from(["", "/x", "\n"]))
    def check(scheme, host, port, tail):
        address = f"{scheme}{host}:{port}{tail}"
        started = time.monotonic()
        result = runner.invoke(app, ["kernel", "long", "--deals", "1000", "--seed", "1", "--scheduler", address,
                                     "--scheduler-timeout", "0.5"], env={"WHISTODDS_CACHE": str(tmp_path)})
        assert result.exit_code == 2 and "Traceback" not in result.output, (address, result.output)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("whist-odds: error: --scheduler "), (address, lines)
        assert time.monotonic() - started < 600  # a hang's bound, not a speed

    try:
        check()
    finally:
        for server in servers:
            server.close()
