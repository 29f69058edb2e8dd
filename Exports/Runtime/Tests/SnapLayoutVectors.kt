// Checks ../SnapLayout.kt against every row of ../vectors.tsv (the playground's own decisions):
//
//   kotlinc ../SnapLayout.kt SnapLayoutVectors.kt -d out
//   kotlin -classpath out SnapLayoutVectorsKt ../vectors.tsv
//
// Items and pages must be equal, offsets within 1e-9 (relative beyond 1). It prints how many rows
// passed, or the first row that fails and exits 1 (2 for a file it cannot read).

import java.io.File
import kotlin.math.abs
import kotlin.math.max
import kotlin.system.exitProcess

fun main(args: Array<String>) {
    val file = args.singleOrNull()?.let { File(it) }
    if (file == null || !file.canRead()) fail("usage: SnapLayoutVectorsKt VECTORS.tsv (a readable file)", 2)
    var layout: SnapLayout? = null
    var checked = 0
    file.readLines().forEachIndexed { number, line ->
        if (line.isEmpty() || line.startsWith("#")) return@forEachIndexed
        val fields = line.split('\t')
        val current = layout
        val problem = when {
            fields[0] == "layout" -> {
                layout = parseLayout(fields)
                if (layout == null) "not a layout line" else null
            }
            current == null -> "a row before any layout line"
            else -> check(fields, current)
        }
        if (problem != null) fail("vectors.tsv:${number + 1}: $problem\n  $line", 1)
        checked += 1
    }
    println("Kotlin SnapLayout: $checked rows passed")
}

fun fail(message: String, code: Int): Nothing {
    System.err.println(message)
    exitProcess(code)
}

/** `layout NAME PLATFORM DENSITY SNAP MAX REACH SPACING LEAD TRAIL RATE SLOW PAGING VIEWPORT GROUPS`. */
fun parseLayout(f: List<String>): SnapLayout? {
    if (f.size != 15) return null
    val platform = SnapLayout.Platform.values().firstOrNull { it.name.toLowerCase().replace('_', '-') == f[2] }
        ?: return null
    val density = f[3].toDoubleOrNull() ?: return null
    val snap = SnapLayout.Snap.values().firstOrNull { it.name.toLowerCase() == f[4] } ?: return null
    val numbers = f.subList(7, 14).map { it.toDoubleOrNull() ?: return null }
    val groups = f[14].split(',').map { group ->
        val parts = group.split('x')
        if (parts.size != 2) return null
        SnapLayout.ItemGroup(parts[0].toIntOrNull() ?: return null, parts[1].toDoubleOrNull() ?: return null)
    }
    return SnapLayout(
        groups, spacing = numbers[0], insetLeading = numbers[1], insetTrailing = numbers[2], snap = snap,
        maxItemsPerFling = f[5].toIntOrNull(), reachesEnds = f[6] == "1", platform = platform, density = density,
        decelerationRate = numbers[3], slowReleaseVelocity = numbers[4], pagingVelocityThreshold = numbers[5],
        viewportLength = numbers[6]
    )
}

/** Offsets agree to 1e-9, relative to their size beyond 1 (a million rows are 5.7e7 dp long). */
fun close(got: Double, want: String): Boolean {
    val w = want.toDoubleOrNull() ?: return false
    return abs(got - w) <= 1e-9 * max(1.0, abs(w))
}

/** null when the row holds; else what differs. */
fun check(f: List<String>, layout: SnapLayout): String? = when {
    f[0] == "range" && f.size == 6 -> {
        val ok = layout.itemCount.toString() == f[1] && close(layout.contentLength, f[2]) &&
            close(layout.minOffset, f[3]) && close(layout.maxOffset, f[4]) && layout.lastPage.toString() == f[5]
        if (ok) null else "got ${layout.itemCount} ${layout.contentLength} ${layout.minOffset} " +
            "${layout.maxOffset} ${layout.lastPage}"
    }
    f[0] == "rest" && f.size == 3 -> {
        val rest = layout.restOffset(f[1].toInt())
        if (close(rest, f[2])) null else "got $rest"
    }
    f[0] == "anchor" && f.size == 4 -> {
        val anchor = layout.anchor(f[1].toDouble())
        if (anchor.item.toString() == f[2] && anchor.page.toString() == f[3]) null
        else "got ${anchor.item} ${anchor.page}"
    }
    f[0] == "target" && f.size == 7 -> {
        val anchor = SnapLayout.Anchor(f[3].toInt(), f[4].toInt())
        val target = layout.target(f[1].toDouble(), f[2].toDouble(), anchor)
        when {
            target == null -> if (f[5] == "-" && f[6] == "-") null else "got - -"
            target.item.toString() == f[5] && close(target.offset, f[6]) -> null
            else -> "got ${target.item} ${target.offset}"
        }
    }
    else -> "an unknown row"
}
