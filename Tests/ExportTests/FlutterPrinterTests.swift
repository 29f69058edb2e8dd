import Foundation
import Motion
import Testing

@testable import Demos
@testable import Export
@testable import PlaygroundCore

/// `--format flutter` (`FlutterPrinter`). No Dart SDK is packaged for Debian 12, so the check is
/// static: balanced brackets, every Flutter name the code uses from a list checked against
/// api.flutter.dev, imports only for what is used, every declared name used.
@Suite struct FlutterPrinterTests {
    /// Flutter API the printer may use, each looked up on api.flutter.dev (ScrollPhysics,
    /// createBallisticSimulation, FrictionSimulation(.through), ScrollSpringSimulation,
    /// SpringDescription.withDampingRatio, EdgeInsetsDirectional.only, ListView.separated,
    /// PageScrollPhysics / PageView, LayoutBuilder with its BoxConstraints), plus Dart's core types.
    static let knownTypes: Set<String> = [
        "ScrollPhysics", "ScrollMetrics", "Simulation", "Tolerance", "FrictionSimulation", "ScrollSpringSimulation",
        "SpringDescription", "BouncingScrollPhysics", "ClampingScrollPhysics", "EdgeInsetsDirectional", "ListView",
        "PageView", "SizedBox", "Axis", "BuildContext", "IndexedWidgetBuilder", "Widget", "Duration", "Curve",
        "Curves", "Cubic", "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve", "AnimationController", "Future",
        "Stream", "List", "LayoutBuilder", "BoxConstraints",
    ]

    static func subjects() throws -> [(id: String, text: String)] {
        var all: [(String, String)] = DemoCatalog.ids.map {
            ($0, ExportFormat.flutter.text(demoID: $0, values: ParameterValues(catalog: .builtIn)))
        }
        for scene in try ExportGoldenTests.shippedScenes() {
            let values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
            all.append((scene.id, ExportFormat.flutter.text(scene: scene, values: values)))
        }
        return all
    }

    static func carousel() throws -> String {
        try #require(subjects().first { $0.id == "carousel" }).text
    }

    /// The code without comments, so that prose cannot satisfy a check.
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let r = line.range(of: "//") else { return String(line) }
            return String(line[..<r.lowerBound])
        }.joined(separator: "\n")
    }

    /// Capitalised identifiers in code: types and constructors.
    static func typeNames(_ code: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var previous: Character = " "
        for c in code + " " {
            if c.isLetter || c.isNumber || c == "_" {
                word.append(c)
            } else {
                if let first = word.first, first.isUppercase, previous != "." { names.insert(word) }
                if !word.isEmpty { previous = c } else { previous = c == " " ? previous : c }
                word = ""
            }
        }
        return names
    }

    @Test func theCarouselDeceleratesOntoACardWithFlutterPrimitives() throws {
        let dart = try Self.carousel()
        let code = Self.code(dart)
        for idiom in [
            "createBallisticSimulation", "FrictionSimulation.through(", "FrictionSimulation(drag, position.pixels",
            "EdgeInsetsDirectional.only(", "ListView.separated(", "separatorBuilder:", "@immutable",
            "parent: BouncingScrollPhysics()",
            "applyTo(ScrollPhysics? ancestor) => CarouselScrollPhysics(parent: buildParent(ancestor))",
            "toleranceFor(position)", "ScrollSpringSimulation(snapSpring",
            "static const int maxItemsPerFling = 1;", "(count: 20, length: 280.0)", "(count: 1, length: 320.0)",
            "static const double spacing = 16.0;", "static const double insetLeading = 24.0;",
            "final double align = position.viewportDimension / 2;",
        ] {
            #expect(code.contains(idiom), "carousel flutter lacks \(idiom)")
        }
        // The rate 0.99 per ms as Flutter's drag per second: 0.99^1000 = 4.317e-5.
        #expect(code.contains("static const double drag = 0.00004317;"))
        #expect(dart.contains("bounded height"))
        #expect(Self.typeNames(code).isSuperset(of: ["FrictionSimulation", "ScrollSpringSimulation", "ListView"]))
        // Only final fields in the physics class: no var, no mutable field.
        let physics = try #require(code.range(of: "class CarouselScrollPhysics")).lowerBound
        let body = code[physics...].prefix { _ in true }
        let classText = String(body[..<(body.range(of: "\n}\n")?.upperBound ?? body.endIndex)])
        #expect(!classText.contains("var "))
        for line in classText.split(separator: "\n") where line.hasPrefix("  static ") {
            #expect(line.contains(" const ") || line.contains(" final ") || line.contains("("), "\(line)")
        }
        // The playground's decision rule stays out of the idiomatic export.
        #expect(!dart.contains("releaseTarget"))
        #expect(!dart.contains("SnapLayout"))
    }

    @Test func everySubjectIsBalancedAndUsesOnlyCheckedFlutterNames() throws {
        for (id, text) in try Self.subjects() {
            let code = Self.code(text)
            for (open, close) in [("(", ")"), ("{", "}"), ("[", "]")] {
                #expect(
                    code.filter { String($0) == open }.count == code.filter { String($0) == close }.count,
                    "\(id): \(open)\(close) unbalanced")
            }
            let declared = Set(
                code.split(separator: "\n").compactMap { line -> String? in
                    guard line.hasPrefix("class ") else { return nil }
                    return line.split(separator: " ").dropFirst().first.map(String.init)
                })
            let unknown = Self.typeNames(code).subtracting(Self.knownTypes).subtracting(declared)
            #expect(unknown.isEmpty, "\(id) uses unchecked names \(unknown.sorted())")
        }
    }

    @Test func importsAreExactlyWhatTheCodeUses() throws {
        for (id, text) in try Self.subjects() {
            let code = Self.code(text)
            let usesPhysics = ["Simulation", "SpringDescription", "Tolerance"].contains { code.contains($0) }
            #expect(code.contains("import 'package:flutter/physics.dart';") == usesPhysics, "\(id)")
            #expect(code.contains("import 'package:flutter/widgets.dart';"), "\(id)")
            #expect(!code.contains("material.dart") && !code.contains("dart:math") && !code.contains("animation.dart"))
        }
    }

    @Test func everyDeclaredNameIsUsed() throws {
        for (id, text) in try Self.subjects() {
            let code = Self.code(text)
            for line in code.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(where: { $0 == "const" || $0 == "final" }),
                    line.hasPrefix("const ") || line.hasPrefix("  static "), words.count > i + 2
                else { continue }
                let name = String(words[i + 2])
                #expect(code.components(separatedBy: name).count - 1 >= 2, "\(id): \(name) declared but unused")
            }
        }
    }

    @Test func animationsAreDurationsAndFlutterCurves() throws {
        let roller = ExportFormat.flutter.text(demoID: "roller", values: ParameterValues(catalog: .builtIn))
        #expect(roller.contains("const Duration rollerRollDuration = Duration(milliseconds: 660);"))
        #expect(roller.contains("const Curve rollerRollCurve = Curves.easeInOut;"))
        #expect(roller.contains("const Duration rollerStayInterval = Duration(seconds: 2);"))
        #expect(roller.contains("Stream<int>.periodic(rollerStayInterval + rollerRollDuration"))
        #expect(!roller.contains("physics.dart"))
        let easing = ExportFormat.flutter.text(demoID: "easing", values: ParameterValues(catalog: .builtIn))
        #expect(easing.contains("const Curve easingCurve = Cubic(0.65, 0.0, 0.35, 1.0);"))
        #expect(
            FlutterPrinter.bezier(CubicBezier(0.61868, -0.0479465, 0.38132, 1.04795))
                == "Cubic(0.62, -0.05, 0.38, 1.05)")
        // A spring only where the code uses one: the wheel spring has no Flutter counterpart.
        #expect(!easing.contains("wheel") && !easing.contains("Wheel"))
    }
}
