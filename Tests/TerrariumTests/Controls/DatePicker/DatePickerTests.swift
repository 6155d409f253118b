import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!
    static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A picker of a model's date, in UTC and the Gregorian calendar.
    struct Reminder: View {
        let setting: RecordedValue<Date>
        var range = Date.distantPast...Date.distantFuture
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var graphical = false

        var body: some View {
            VStack(alignment: .leading) {
                if graphical {
                    DatePicker("Next", selection: setting.binding, in: range, displayedComponents: components)
                        .datePickerStyle(.graphical)
                } else {
                    DatePicker("Next", selection: setting.binding, in: range, displayedComponents: components)
                }
                Button("Done") {}
            }
            .environment(\.calendar, DatePickerTests.gregorian)
            .environment(\.timeZone, DatePickerTests.utc)
            .environment(\.locale, Locale(identifier: "en_US_POSIX"))
        }
    }

    @Test func theFieldShowsEveryPartAndTheArrowsChangeThePartTheKeyboardIsOn() {
        let setting = RecordedValue(Self.date(2026, 11, 29, 14, 30))
        let host = TestHost(Reminder(setting: setting), size: Size(width: 30, height: 2))
        #expect(host.lines()[0] == "Next 2026-11-29 14:30")
        host.focusAtLaunch()
        // The year is reversed first.
        #expect(host.buffer[5, 0]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[10, 0]?.style.attributes.contains(.reverse) == false)
        host.press(.upArrow)
        #expect(setting.value == Self.date(2027, 11, 29, 14, 30))
        host.press(.rightArrow)
        host.press(.downArrow)
        #expect(host.lines()[0] == "Next 2027-10-29 14:30")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.lines()[0] == "Next 2027-10-29 14:31")
        #expect(host.element(labeled: "Next", role: .datePicker)?.value == "2027-10-29 14:31")
    }

    @Test func digitsTypeAPartAndMoveOnWhenItIsFull() {
        let setting = RecordedValue(Self.date(2026, 11, 29, 14, 30))
        let host = TestHost(Reminder(setting: setting), size: Size(width: 30, height: 2))
        host.focusAtLaunch()
        host.press(.rightArrow)
        host.press("0")
        host.press("2")
        // February has no 29th in 2026: the day is held to its last.
        #expect(host.lines()[0] == "Next 2026-02-28 14:30")
        host.press("1")
        host.press("5")
        host.press("9")
        #expect(host.lines()[0] == "Next 2026-02-15 09:30")
        // A thirteenth month is no month: the digit starts the part again.
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press("1")
        host.press("3")
        #expect(host.lines()[0] == "Next 2026-03-15 09:30")
    }

    @Test func aDateIsHeldToItsRange() {
        let setting = RecordedValue(Self.date(2026, 11, 29))
        let host = TestHost(
            Reminder(setting: setting, range: Self.date(2026, 11, 1)...Self.date(2026, 12, 31), components: .date),
            size: Size(width: 30, height: 2))
        #expect(host.lines()[0] == "Next 2026-11-29")
        host.focusAtLaunch()
        host.press(.upArrow)
        #expect(setting.value == Self.date(2026, 12, 31))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(setting.value == Self.date(2026, 11, 1))
    }

    @Test func aClickChoosesThePartUnderIt() {
        let setting = RecordedValue(Self.date(2026, 11, 29, 14, 30))
        let host = TestHost(Reminder(setting: setting), size: Size(width: 30, height: 2))
        host.click(x: 17, y: 0)
        host.press(.upArrow)
        #expect(host.lines()[0] == "Next 2026-11-29 15:30")
    }

    @Test func theGraphicalStyleShowsTheMonthAndMovesByDaysWeeksAndMonths() {
        let setting = RecordedValue(Self.date(2026, 11, 29, 14, 30))
        let host = TestHost(
            Reminder(setting: setting, components: .date, graphical: true), size: Size(width: 24, height: 11))
        #expect(
            Array(host.lines().prefix(9)) == [
                "Next",
                "November 2026    ‹ ›",
                "Su Mo Tu We Th Fr Sa",
                " 1  2  3  4  5  6  7",
                " 8  9 10 11 12 13 14",
                "15 16 17 18 19 20 21",
                "22 23 24 25 26 27 28",
                "29 30",
                "",
            ])
        host.focusAtLaunch()
        host.press(.upArrow)
        #expect(setting.value == Self.date(2026, 11, 22, 14, 30))
        host.press(.leftArrow)
        host.press(.pageDown)
        #expect(host.lines()[1].hasPrefix("December 2026"))
        #expect(setting.value == Self.date(2026, 12, 21, 14, 30))
        // A click on a day picks it.
        // December 2026 starts on a Tuesday, the third column.
        host.click(x: 6, y: 3)
        #expect(setting.value == Self.date(2026, 12, 1, 14, 30))
        // ‹ and › show another month and leave the date; a day clicked there is picked.
        host.click(x: 17, y: 1)
        host.click(x: 17, y: 1)
        #expect(host.lines()[1].hasPrefix("October 2026"))
        #expect(setting.value == Self.date(2026, 12, 1, 14, 30))
        // The picked day is in December, so no day of October is marked.
        let marked = (3..<9).flatMap { y in (0..<20).compactMap { host.buffer[$0, y] } }
        #expect(!marked.contains { $0.style.attributes.contains(.reverse) || $0.style.attributes.contains(.bold) })
        host.click(x: 19, y: 1)
        #expect(host.lines()[1].hasPrefix("November 2026"))
        // November 2026 starts on a Sunday: the 3rd is the third column.
        host.click(x: 6, y: 3)
        #expect(setting.value == Self.date(2026, 11, 3, 14, 30))
        #expect(host.element(labeled: "Next", role: .datePicker)?.value == "2026-11-03")
        #expect(host.lines()[1].hasPrefix("November 2026"))
    }

    @Test func pickersAt80x24And40x12() {
        let setting = RecordedValue(Self.date(2026, 11, 29, 14, 30))
        let host = TestHost(
            VStack(alignment: .leading) {
                Reminder(setting: setting)
                Reminder(setting: setting, components: .date, graphical: true)
            }, size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
        host.resize(to: Size(width: 40, height: 12))
        assertSnapshot(of: host, as: .styled, named: "40x12")
    }

    @Test func rangesPastTheDistantDatesNeverTrap() {
        let never = Self.date(9999, 12, 31)
        let setting = RecordedValue(never)
        let host = TestHost(
            DatePicker("Expires", selection: setting.binding, in: never..., displayedComponents: .date)
                .environment(\.calendar, Self.gregorian).environment(\.timeZone, Self.utc),
            size: Size(width: 30, height: 1))
        #expect(host.lines() == ["Expires 9999-12-31"])
        host.focusAtLaunch()
        host.press(.downArrow)
        #expect(setting.writes.isEmpty)
        let early = TestHost(
            DatePicker(
                "Founded", selection: .constant(Date.distantPast), in: ...Date.distantPast.addingTimeInterval(-1e9)),
            size: Size(width: 30, height: 1))
        #expect(early.lines()[0].hasPrefix("Founded "))
    }

    @Test func aGraphicalPickerOfTheTimeOnlyShowsNoMonth() {
        let setting = RecordedValue(Self.date(2026, 11, 29, 14, 30))
        let host = TestHost(
            Reminder(setting: setting, components: .hourAndMinute, graphical: true), size: Size(width: 24, height: 4))
        #expect(host.lines() == ["Next", "14:30", "[ Done ]", ""])
    }

}
