import Foundation
import Testing

@testable import TerrariumTesting

/// Tests that need a program run where it is installed, skip naming it where it is not, and fail
/// instead of skipping when the programs are required.
@Suite struct RequiredProgramsTests {
    @Test func theShellIsFoundAndAnInventedNameIsNot() {
        #expect(RequiredPrograms.path(of: "sh") != nil)
        #expect(RequiredPrograms.path(of: "/bin/sh") == "/bin/sh")
        #expect(RequiredPrograms.path(of: "terrarium-no-such-program") == nil)
        #expect(
            RequiredPrograms.missing(["sh", "terrarium-no-such-program", "/no/such/tool"])
                == ["terrarium-no-such-program", "/no/such/tool"])
    }

    @Test func aTestWithEverythingInstalledRuns() throws {
        #expect(try RequiredPrograms.shouldRun(missing: [], strict: false))
        #expect(try RequiredPrograms.shouldRun(missing: [], strict: true))
    }

    @Test func aMissingProgramSkipsOrFailsNamingIt() throws {
        #expect(try RequiredPrograms.shouldRun(missing: ["tmux"], strict: false) == false)
        let error = #expect(throws: MissingProgramError.self) {
            try RequiredPrograms.shouldRun(missing: ["tmux", "sshd"], strict: true)
        }
        #expect(
            error?.description
                == "needs tmux, sshd, which are not installed (.ci/run installs them); TERRARIUM_REQUIRE_PROGRAMS=1 makes this a failure"
        )
        #expect(RequiredPrograms.reason(["vim"]) == "needs vim, which is not installed (.ci/run installs it)")
    }
}
