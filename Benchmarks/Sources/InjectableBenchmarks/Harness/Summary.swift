/// A goal for a ratio's median.
enum Target {
    case atMost(Double)
    case atLeast(Double)
    /// Printed for information only.
    case none

    /// The one speed constraint: at least 4× faster than the fastest peer measured in the same
    /// run (see Performance.md, "The guardrails").
    static let guardrail = Target.atLeast(4)

    var text: String {
        switch self {
        case .atMost(let limit): "≤ \(times(limit))"
        case .atLeast(let limit): "≥ \(times(limit))"
        case .none: "–"
        }
    }

    func isMet(by value: Double) -> Bool? {
        switch self {
        case .atMost(let limit): value <= limit
        case .atLeast(let limit): value >= limit
        case .none: nil
        }
    }
}

/// One ratio checked against its target.
struct Check {
    let measure: String
    let value: String
    let target: String
    let met: Bool?

    init(_ measure: String, _ stat: Stat, _ target: Target) {
        self.measure = measure
        value = stat.ratioText
        self.target = target.text
        met = target.isMet(by: stat.median)
    }

    /// A check whose value is not a ratio (memory growth, for instance).
    init(_ measure: String, value: String, target: String, met: Bool?) {
        self.measure = measure
        self.value = value
        self.target = target
        self.met = met
    }
}

/// A line of the final table.
struct SummaryRow {
    let scenario: String
    let handWritten: String
    let injectable: String
    let swinject: String
    let dependencies: String
    let check: Check
}

extension Bench {
    /// Adds a scenario's checks to the final table, with the contenders' times (medians).
    func record(
        _ scenario: String, hand: String? = nil, injectable: String? = nil, swinject: String? = nil,
        dependencies: String? = nil, _ checks: [Check]
    ) {
        for (index, check) in checks.enumerated() {
            let first = index == 0
            summary.append(
                SummaryRow(
                    scenario: first ? scenario : "",
                    handWritten: first ? hand ?? "–" : "",
                    injectable: first ? injectable ?? "–" : "",
                    swinject: first ? swinject ?? "–" : "",
                    dependencies: first ? dependencies ?? "–" : "",
                    check: check))
            let verdict = check.met.map { $0 ? "met" : "MISSED" } ?? "info"
            print("    → \(check.measure): \(check.value), target \(check.target): \(verdict)")
        }
    }

    /// The final table, in Markdown.
    func printSummary() {
        let header = [
            "scenario", "hand-written", "Injectable", "Swinject", "swift-dependencies", "measure", "median (min–max)",
            "target", "met",
        ]
        var rows = [header]
        for row in summary {
            let met = row.check.met.map { $0 ? "yes" : "**no**" } ?? "–"
            rows.append([
                row.scenario, row.handWritten, row.injectable, row.swinject, row.dependencies,
                row.check.measure, row.check.value, row.check.target, met,
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + zip(cells, widths).map { $0.padding($1) }.joined(separator: " | ") + " |"
        }
        print(line(header))
        print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        for cells in rows.dropFirst() { print(line(cells)) }
        let checked = summary.compactMap(\.check.met)
        print("")
        print("targets met: \(checked.filter { $0 }.count) of \(checked.count)")
        for note in notes { print("note: \(note)") }
    }
}
